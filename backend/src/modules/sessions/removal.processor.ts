// An erased student: the files shared on their sessions are deleted (the read model drops the records itself, and the
// key's erasure leaves the sealed notes, summaries and names in the log unreadable).
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { atOnce, processor } from '../../platform/processors/processor';
import { bookingIdsOfStudent } from '@margdarshak/projections/bookings/bookingsQueries';
import { removeSessionFiles } from './sessions';

type Job = { kind: 'remove-files'; studentId: string };

export const sessionRemovalProcessor = processor<Job>({
  name: 'session-removal',
  eventTypes: ['UserErased'],
  awaits: ['UserErased'],
  plan: (event) => [{ kind: 'remove-files', studentId: accountEvents.UserErased.schema.parse(event.data).userId, dueAt: atOnce(event) }],
  async run(job, { deps, causedAt }) {
    // The bookings read model must have every booking made before the erasure.
    if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingRequested'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
    await removeSessionFiles(deps, await bookingIdsOfStudent(deps.db, job.studentId));
  },
});
