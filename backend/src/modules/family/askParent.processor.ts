// Mails the session a student asked their parent for (ParentAskedToBook), once: the message's id comes from the event.
// Only while that request's link is still the one that works and consent is still awaited: a newer request mailed its
// own link, and a parent who has answered needs no reminder.
import { familyPaths } from '@margdarshak/contracts/api/family';
import { familyEvents } from '@margdarshak/contracts/events/family';
import { hindiTwin } from '@margdarshak/contracts/pages';
import { counsellorName } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { findPackage } from '@margdarshak/projections/packages/packagesQueries';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import { atOnce, processor } from '../../platform/processors/processor';
import { studentOwnName } from '../accounts';
import { askParentMail } from './askParentMail';
import { consentStream } from './consent';
import { loadConsent } from './consents';

type Job = { kind: 'mail-parent'; studentId: string; tokenHash: string };

export const askParentProcessor = processor<Job>({
  name: 'ask-parent-mails',
  eventTypes: ['ParentAskedToBook'],
  from: 'deployment',
  plan(event) {
    const { studentId, tokenHash } = familyEvents.ParentAskedToBook.schema.parse(event.data);
    return [{ kind: 'mail-parent', studentId, tokenHash, dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor }) {
    const state = await loadConsent(deps, job.studentId);
    if (state.status !== 'awaiting' || state.link?.tokenHash !== job.tokenHash) return;
    const asked = (await deps.eventStore.readStream(consentStream(job.studentId)))
      .filter((event) => event.type === 'ParentAskedToBook')
      .map((event) => familyEvents.ParentAskedToBook.schema.parse(event.data))
      .find((data) => data.tokenHash === job.tokenHash);
    if (!asked) return;
    const [to, token] = await Promise.all([deps.vault.open(job.studentId, asked.parentEmail), deps.vault.open(job.studentId, asked.token)]);
    if (to === undefined || token === undefined) return; // the student's key is gone: the account was erased
    const [childName, counsellor, pkg, student] = await Promise.all([
      studentOwnName(deps, job.studentId),
      counsellorName(deps.db, asked.counsellorId),
      findPackage(deps.db, asked.packageId),
      findActiveUser(deps.db, job.studentId),
    ]);
    const page = familyPaths.consentPage(token);
    // The parent may have no account: the mail follows the student's language, as the consent mail does (0163).
    const mail = askParentMail(
      to,
      {
        childName,
        counsellorName: counsellor,
        packageName: pkg?.name ?? 'Counselling session',
        packageNameHi: pkg?.hindi?.name ?? (pkg ? undefined : 'काउंसलिंग सेशन'),
        date: asked.date,
        slot: asked.slot,
        pricePaise: asked.pricePaise,
        link: `${deps.config.publicUrl}${page}`,
      },
      student?.language ?? 'en',
      `${deps.config.publicUrl}${hindiTwin(page)}`,
    );
    await deps.mail.send({ ...mail, id: `${actor.causationId ?? job.tokenHash}-ask-parent` });
  },
});
