// An erased account that was a student's: the photos their profile referenced are deleted (the read model drops the
// row itself, and the key's erasure leaves the sealed fields in the log unreadable), and every session of theirs still
// to come is cancelled, refunded in full when paid. A second sweep a little later catches a payment that was being
// confirmed at the moment of the erasure.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { upcomingBookingIdsOfStudent } from '@margdarshak/projections/bookings/bookingsQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import { after, atOnce, processor } from '../../platform/processors/processor';
import { runBooking } from '../bookings';
import { removeStudentFiles } from './students';

const SWEEP_AGAIN_MS = 2 * 60_000;

type Job = { kind: 'remove-files'; studentId: string } | { kind: 'cancel-sessions'; studentId: string };

async function cancelSessions(deps: AppDeps, studentId: string, causedAt: { commit: bigint; prepare: bigint }, actor: Actor): Promise<void> {
  // The bookings read model must have every booking made before the erasure.
  if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingRequested'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
  for (const bookingId of await upcomingBookingIdsOfStudent(deps.db, studentId, deps.clock.now())) {
    try {
      await runBooking(deps, bookingId, { type: 'Cancel', by: 'system', reason: 'student_removed' }, actor);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error; // started, completed or ended meanwhile: nothing to cancel
    }
  }
}

export const studentRemovalProcessor = processor<Job>({
  name: 'student-removal',
  eventTypes: ['UserErased'],
  awaits: ['UserErased'], // the second sweep is due later: no request waits for it
  plan(event) {
    const studentId = accountEvents.UserErased.schema.parse(event.data).userId;
    return [
      { kind: 'remove-files', studentId, dueAt: atOnce(event) },
      { kind: 'cancel-sessions', studentId, dueAt: atOnce(event) },
      { kind: 'cancel-sessions', studentId, key: 'again', dueAt: after(event, SWEEP_AGAIN_MS) },
    ];
  },
  async run(job, { deps, actor, causedAt }) {
    if (job.kind === 'remove-files') return removeStudentFiles(deps, job.studentId);
    return cancelSessions(deps, job.studentId, causedAt, actor);
  },
});
