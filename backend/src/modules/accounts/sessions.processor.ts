// A password changed ends every session of the account, so a session someone else holds stops working. From this
// version on only: sessions begun after earlier changes are the owner's own.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { atOnce, processor } from '../../platform/processors/processor';

type Job = { kind: 'end-sessions'; userId: string };

export const sessionsProcessor = processor<Job>({
  name: 'sessions',
  eventTypes: ['PasswordChanged'],
  awaits: ['PasswordChanged'],
  from: 'deployment',
  plan: (event) => [{ kind: 'end-sessions', userId: accountEvents.PasswordChanged.schema.parse(event.data).userId, dueAt: atOnce(event) }],
  run: (job, { deps }) => deps.sessions.endAllOf(job.userId),
});
