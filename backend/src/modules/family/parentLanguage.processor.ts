// A parent who consents on the Hindi consent page reads Hindi (issue 33, record 0163): once the consent is recorded
// (ParentalConsentGiven with its notice read in Hindi), their account takes Hindi, unless it has chosen a language
// already. The consent changes the child's stream; the parent's account is another stream, so this follows as its own
// step, safe to run again (choosing Hindi twice writes nothing).
import { familyEvents } from '@margdarshak/contracts/events/family';
import { atOnce, processor } from '../../platform/processors/processor';
import { chooseLanguage } from '../accounts';

type Job = { kind: 'hindi-parent'; parentId: string };

export const parentLanguageProcessor = processor<Job>({
  name: 'parent-language',
  eventTypes: ['ParentalConsentGiven'],
  from: 'deployment',
  plan(event) {
    const { parentId, noticeLanguage } = familyEvents.ParentalConsentGiven.schema.parse(event.data);
    return noticeLanguage === 'hi' ? [{ kind: 'hindi-parent', parentId, dueAt: atOnce(event) }] : [];
  },
  async run(job, { deps, actor }) {
    await chooseLanguage(deps, job.parentId, 'hi', { ...actor, userId: job.parentId, role: 'parent' }, true);
  },
});
