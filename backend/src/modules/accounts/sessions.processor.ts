// A password changed ends every session of the account, so a session someone else holds stops working, and forgets the
// browsers known to the account before the change (they proved the old password, not the new one); the browser that
// completed the reset is remembered by the reset route, and stays whether this runs before or after that. From this
// version on only: sessions begun after earlier changes are the owner's own.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { atOnce, processor } from '../../platform/processors/processor';
import { forgetDevicesOf } from './knownDevices';

/** `changedAt` and `resetTokenHash` are absent from jobs planned by earlier versions: those forget every browser. */
type Job = { kind: 'end-sessions'; userId: string; changedAt?: string; resetTokenHash?: string };

export const sessionsProcessor = processor<Job>({
  name: 'sessions',
  eventTypes: ['PasswordChanged'],
  awaits: ['PasswordChanged'],
  from: 'deployment',
  plan: (event) => {
    const { userId, resetTokenHash } = accountEvents.PasswordChanged.schema.parse(event.data);
    return [{ kind: 'end-sessions', userId, changedAt: event.metadata.at, ...(resetTokenHash !== undefined && { resetTokenHash }), dueAt: atOnce(event) }];
  },
  run: async (job, { deps }) => {
    await deps.sessions.endAllOf(job.userId);
    const change = job.changedAt === undefined ? undefined : { at: new Date(job.changedAt), ...(job.resetTokenHash !== undefined && { resetTokenHash: job.resetTokenHash }) };
    await forgetDevicesOf(deps.db, job.userId, change);
  },
});
