// Time-driven: a session completes itself an hour after it starts. Each event that sets a start (the request, a move)
// plans a look at its end; the look completes the booking only if it is confirmed and its start as it stands now is an
// hour past. So a moved session's old look does nothing (the move planned a look of its own), and a cancelled or never
// paid one stays as it is.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { processor } from '../../platform/processors/processor';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';
import { loadBooking, runBooking } from './bookings';

type Job = { kind: 'complete'; bookingId: string };

const startOf = (type: string, data: unknown) => (type === 'BookingRescheduled' ? bookingEvents.BookingRescheduled.schema.parse(data) : bookingEvents.BookingRequested.schema.parse(data));

export const completionProcessor = processor<Job>({
  name: 'booking-completion',
  eventTypes: ['BookingRequested', 'BookingRescheduled'],
  // From the start of the log: sessions already over complete on the first run. It appends one event and mails nobody,
  // so acting on history repeats nothing anyone sees twice.
  from: 'start',
  plan(event) {
    const { bookingId, startsAt } = startOf(event.type, event.data);
    return [{ kind: 'complete', bookingId, dueAt: new Date(Date.parse(startsAt) + SESSION_MS) }];
  },
  async run(job, { deps, actor }) {
    const { phase, request } = await loadBooking(deps, job.bookingId);
    if (phase !== 'confirmed' || !request) return;
    if (deps.clock.now().getTime() < Date.parse(request.startsAt) + SESSION_MS) return; // moved later: its move's look completes it
    await runBooking(deps, job.bookingId, { type: 'Complete' }, actor);
  },
});
