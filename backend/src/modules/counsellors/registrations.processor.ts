// A registration spans two streams (the e-mail's claim, then the account): a claim with no account a little later is
// released, so the address can register again; a counsellor's account opens its counsellor record.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { after, atOnce, processor } from '../../platform/processors/processor';
import { registerCounsellor } from './counsellors';
import { settleEmailClaim } from '../accounts';

/** A sign-up claims the address and creates the account within milliseconds; this is far beyond any still running. */
export const CLAIM_GRACE_MS = 30_000;

type Job = { kind: 'settle-claim'; emailStream: string; userId: string } | { kind: 'open-counsellor'; counsellorId: string };

export const registrationsProcessor = processor<Job>({
  name: 'registrations',
  eventTypes: ['EmailClaimed', 'UserRegistered'],
  awaits: ['UserRegistered'],
  plan(event) {
    if (event.type === 'EmailClaimed') {
      const { userId } = accountEvents.EmailClaimed.schema.parse(event.data);
      return [{ kind: 'settle-claim', emailStream: event.streamName, userId, dueAt: after(event, CLAIM_GRACE_MS) }];
    }
    const { userId, role } = accountEvents.UserRegistered.schema.parse(event.data);
    return role === 'counsellor' ? [{ kind: 'open-counsellor', counsellorId: userId, dueAt: atOnce(event) }] : [];
  },
  async run(job, { deps, actor }) {
    if (job.kind === 'settle-claim') return settleEmailClaim(deps, job.emailStream, job.userId, actor);
    return registerCounsellor(deps, job.counsellorId, actor);
  },
});
