// A password changed ends every session of the account, so a session someone else holds stops working, and forgets the
// browsers known to the account (they proved the old password, not the new one). From this version on only: sessions
// begun after earlier changes are the owner's own.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { atOnce, processor } from '../../platform/processors/processor';
import { forgetDevicesOf } from './knownDevices';

type Job = { kind: 'end-sessions'; userId: string };

export const sessionsProcessor = processor<Job>({
  name: 'sessions',
  eventTypes: ['PasswordChanged'],
  awaits: ['PasswordChanged'],
  from: 'deployment',
  plan: (event) => [{ kind: 'end-sessions', userId: accountEvents.PasswordChanged.schema.parse(event.data).userId, dueAt: atOnce(event) }],
  run: async (job, { deps }) => {
    await deps.sessions.endAllOf(job.userId);
    await forgetDevicesOf(deps.db, job.userId);
  },
});
