// A deleted account that was a counsellor's: their record is deleted and their files removed; then every session of
// theirs still to come is cancelled, refunded in full when paid, and the students mailed (the bookings' processors do
// those). A second sweep a little later catches a payment that was being confirmed at the moment of the deletion.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { counsellorEvents } from '@margdarshak/contracts/events/counsellors';
import { upcomingBookingIdsOf } from '@margdarshak/projections/bookings/bookingsQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import { after, atOnce, processor } from '../../platform/processors/processor';
import { runBooking } from '../bookings';
import { removeCounsellor } from './counsellors';

const SWEEP_AGAIN_MS = 2 * 60_000;

type Job = { kind: 'remove'; counsellorId: string } | { kind: 'cancel-sessions'; counsellorId: string };

async function cancelSessions(deps: AppDeps, counsellorId: string, causedAt: { commit: bigint; prepare: bigint }, actor: Actor): Promise<void> {
  // The bookings read model must have every booking made before the deletion.
  if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['BookingRequested'], strict: true }))) throw new Error('The bookings read model is behind; trying again');
  for (const bookingId of await upcomingBookingIdsOf(deps.db, counsellorId, deps.clock.now())) {
    try {
      await runBooking(deps, bookingId, { type: 'Cancel', by: 'system', reason: 'counsellor_removed' }, actor);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error; // started, completed or ended meanwhile: nothing to cancel
    }
  }
}

export const counsellorRemovalProcessor = processor<Job>({
  name: 'counsellor-removal',
  eventTypes: ['UserErased', 'CounsellorDeleted'],
  awaits: ['UserErased', 'CounsellorDeleted'], // the second sweep is due later: no request waits for it
  plan(event) {
    if (event.type === 'UserErased') return [{ kind: 'remove', counsellorId: accountEvents.UserErased.schema.parse(event.data).userId, dueAt: atOnce(event) }];
    const { counsellorId } = counsellorEvents.CounsellorDeleted.schema.parse(event.data);
    return [
      { kind: 'cancel-sessions', counsellorId, dueAt: atOnce(event) },
      { kind: 'cancel-sessions', counsellorId, key: 'again', dueAt: after(event, SWEEP_AGAIN_MS) },
    ];
  },
  async run(job, { deps, actor, causedAt }) {
    if (job.kind === 'remove') return removeCounsellor(deps, job.counsellorId, actor);
    return cancelSessions(deps, job.counsellorId, causedAt, actor);
  },
});
