// Time-driven: the reminders before a session (reminders.ts says which). Each event that sets a confirmed booking's time
// (its confirmation, a move) plans one job; the job sleeps in the schedule until its next reminder falls due, sends what
// is due, and sleeps again. Each reminder is mailed under an id derived from the planning event, then recorded
// (SessionReminderSent, its id derived too): a job run again after a crash finds it recorded, and the mail port hands a
// message over once (mailDeliveries.ts: a crash in the moment between is finished from its own record). A cancelled,
// completed or moved booking ends the job at its next look; a move's own job takes over the new time.
import { bookingEvents, type BookingEvent } from '@margdarshak/contracts/events/bookings';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { derivedEventId, metadataOf, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { atOnce, processor, type Planned } from '../../platform/processors/processor';
import { bookingStream } from './booking';
import { reminderMessage } from './reminderMail';
import { reminderStep, reminderTimeline, remindersOf, type Reminder } from './reminders';

export type ReminderJob = { kind: 'remind'; bookingId: string; plannedBy: string };
type Job = ReminderJob;

/** One job per event that sets a booking's time; pure, so a replay plans the same. */
export function planReminders(event: RecordedEvent): Planned<Job>[] {
  if (event.type === 'BookingConfirmed') {
    // Its time is the booking's, read when the job first looks; it then sleeps until the first reminder.
    const { bookingId } = bookingEvents.BookingConfirmed.schema.parse(event.data);
    return [{ kind: 'remind', bookingId, plannedBy: event.id, dueAt: atOnce(event) }];
  }
  const { bookingId, startsAt } = bookingEvents.BookingRescheduled.schema.parse(event.data);
  const [first] = remindersOf(startsAt, event.metadata.at);
  return first ? [{ kind: 'remind', bookingId, plannedBy: event.id, dueAt: first.dueAt }] : [];
}

export const remindersProcessor = processor<Job>({
  name: 'session-reminders',
  eventTypes: ['BookingConfirmed', 'BookingRescheduled'],
  // From the start of the log: sessions already booked when this version arrives get their reminders still to come;
  // those of sessions past are given up at their first look (reminders.ts), so history is never mailed.
  from: 'start',
  plan: planReminders,
  async run(job, { deps, actor }) {
    const stream = bookingStream(job.bookingId);
    const events = await deps.eventStore.readStream(stream);
    const step = reminderStep(reminderTimeline(events), job.plannedBy, deps.clock.now());
    const last = events.at(-1);
    if (step.send.length > 0 && last) {
      // The mail shows the booking as its stream has it now: wait until the read model has it.
      if (!(await deps.readModels.waitFor(last.position, { eventTypes: [last.type], strict: true }))) throw new Error('The bookings read model is behind; trying again');
      for (const reminder of step.send) await remind(deps, job, reminder, actor);
    }
    return step.again ? { again: step.again } : undefined;
  },
});

async function remind(deps: AppDeps, job: Job, reminder: Reminder, actor: Actor): Promise<void> {
  const row = await findBooking(deps.db, job.bookingId);
  if (!row) throw new Error(`Booking ${job.bookingId} is not in the read model yet; trying again`);
  const message = await reminderMessage(deps, { ...row, startsAt: reminder.startsAt }, reminder, `${job.plannedBy}-reminder-${reminder.kind}-${reminder.to}`);
  if (!message) return; // that party's account is gone
  await deps.mail.send(message);
  const stream = bookingStream(job.bookingId);
  const sent: BookingEvent = { type: 'SessionReminderSent', data: { bookingId: job.bookingId, kind: reminder.kind, startsAt: reminder.startsAt, to: reminder.to } };
  // A fact, whatever else the booking went through meanwhile: appended at any revision, once (its id is derived).
  await deps.eventStore.appendToStream(stream, [{ id: derivedEventId(job.plannedBy, stream, sent), ...sent, metadata: metadataOf(actor, deps.clock.now()) }], { expectedRevision: 'any' });
}
