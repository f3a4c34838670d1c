// What follows an account's erasure: its e-mail freed, its sessions ended, its key destroyed (finishErasure). From the
// start of the log, so an erasure that a crash left half done is finished.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { atOnce, processor } from '../../platform/processors/processor';
import { finishErasure } from './accounts';

type Job = { kind: 'erase'; userId: string };

export const erasureProcessor = processor<Job>({
  name: 'erasure',
  eventTypes: ['UserErased'],
  awaits: ['UserErased'],
  plan: (event) => [{ kind: 'erase', userId: accountEvents.UserErased.schema.parse(event.data).userId, dueAt: atOnce(event) }],
  run: (job, { deps, actor }) => finishErasure(deps, job.userId, actor),
});
