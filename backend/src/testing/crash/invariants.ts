// What must hold once a crashed product has restarted and its processors have caught up, read from the log itself
// (folded with the product's own aggregates) and from the local gateway's own tables.
import type { Knex } from 'knex';
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';
import type { ScheduleEvent, StudentDayEvent } from '@margdarshak/contracts/events/schedule';
import type { EmailEvent, UserEvent } from '@margdarshak/contracts/events/accounts';
import { evolveEmail, evolveUser, initialEmailState, initialUserState, type UserState } from '../../modules/accounts';
import { evolveBooking, initialBooking, standsOn, type BookingState } from '../../modules/bookings';
import { liveClaim, overlappingClaims, type Claims, evolveDay, initialDay, evolveStudentDay, initialStudentDay } from '../../modules/schedule';
import { localGatewayTables } from '../../platform/payments/localGatewayTables';
import { checkMails, expectedMails } from './mailInvariants';

interface LoggedEvent {
  event_id: string;
  stream_name: string;
  type: string;
  data: unknown;
}

/** Events of the same type with the same data may appear more than once in a stream only for these. */
const repeatable = new Set(['AvailabilitySet', 'PasswordResetRequested', 'CounsellorProfileSubmitted', 'PackageUpdated', 'CouponUpdated', 'ContactMessageHandled']);

function fold<State, Event>(events: LoggedEvent[], prefix: string, initial: State, evolve: (state: State, event: Event) => State): Map<string, State> {
  const states = new Map<string, State>();
  for (const event of events) {
    if (!event.stream_name.startsWith(prefix)) continue;
    states.set(event.stream_name, evolve(states.get(event.stream_name) ?? initial, { type: event.type, data: event.data } as Event));
  }
  return states;
}

export interface Findings {
  violations: string[];
  /** What was checked, for the report. */
  counted: { events: number; bookings: number; refundsDue: number; claims: number; emails: number; payments: number; testsCompleted: number; releases: number; mails: number; mailsOwed: number };
}

/** `outboxDir`: where the product's mails land (DATA_DIR/outbox), for the mails that must have gone out, once each. */
export async function checkInvariants(db: Knex, now: Date, outboxDir?: string): Promise<Findings> {
  const violations: string[] = [];
  const events: LoggedEvent[] = await db('events')
    .select('event_id', 'stream_name', 'type', 'data')
    .orderBy([{ column: 'transaction_id' }, { column: 'global_position' }]);

  // No event doubled: the same fact twice in one stream.
  const seen = new Set<string>();
  for (const event of events) {
    if (repeatable.has(event.type)) continue;
    const key = `${event.stream_name}\n${event.type}\n${JSON.stringify(event.data)}`;
    if (seen.has(key)) violations.push(`doubled: ${event.type} in ${event.stream_name}`);
    seen.add(key);
  }

  const bookings = fold<BookingState, BookingEvent>(events, 'booking-', initialBooking, evolveBooking);
  const bookingOf = (bookingId: string) => bookings.get(`booking-${bookingId}`) ?? initialBooking;
  const refunds: { payment_id: string }[] = await db(localGatewayTables.refunds).select('payment_id');
  const refundsAtGateway = new Map<string, number>();
  for (const { payment_id } of refunds) refundsAtGateway.set(payment_id, (refundsAtGateway.get(payment_id) ?? 0) + 1);

  // Every refund due is issued exactly once: recorded once, made once at the gateway; and none is made that is not due.
  const issued = new Map<string, number>();
  for (const event of events) if (event.type === 'RefundIssued') issued.set((event.data as { paymentId: string }).paymentId, (issued.get((event.data as { paymentId: string }).paymentId) ?? 0) + 1);
  const due = new Set<string>();
  for (const [stream, state] of bookings) {
    for (const [paymentId, refund] of state.refunds) {
      due.add(paymentId);
      if (!refund.refundId || issued.get(paymentId) !== 1) violations.push(`refund due on ${paymentId} (${stream}) recorded ${issued.get(paymentId) ?? 0} times`);
      if (refundsAtGateway.get(paymentId) !== 1) violations.push(`refund due on ${paymentId} (${stream}) made ${refundsAtGateway.get(paymentId) ?? 0} times at the gateway`);
    }
  }
  for (const paymentId of refundsAtGateway.keys()) if (!due.has(paymentId)) violations.push(`refund of ${paymentId} at the gateway that no event made due`);

  // No slot or student hour held or booked for a booking not pending or confirmed on it.
  let claims = 0;
  const checkClaims = (states: Map<string, Claims>, what: string) => {
    for (const [stream, day] of states) {
      const date = stream.slice(-10);
      for (const slot of day.keys()) {
        const claim = liveClaim(day, slot, now);
        if (!claim) continue;
        claims++;
        for (const other of overlappingClaims(day, slot, now)) {
          if (other.bookingId !== claim.bookingId) violations.push(`${what} ${stream} ${slot} for booking ${claim.bookingId} overlaps ${other.slot} for booking ${other.bookingId}`);
        }
        const booking = bookingOf(claim.bookingId);
        if (!standsOn(booking, date, slot))
          violations.push(
            `${what} ${stream} ${slot} ${claim.booked ? 'booked' : 'held'} for booking ${claim.bookingId}, which is ${booking.phase} on ${booking.request?.date} ${booking.request?.slot}`,
          );
      }
    }
  };
  checkClaims(fold<Claims, ScheduleEvent>(events, 'schedule-', initialDay, evolveDay), 'slot');
  checkClaims(new Map([...fold(events, 'student-day-', initialStudentDay, (s, e: StudentDayEvent) => evolveStudentDay(s, e))].map(([k, v]) => [k, v.claims])), 'student hour');

  // Every claimed e-mail belongs to an account.
  const users = fold<UserState, UserEvent>(events, 'user-', initialUserState, evolveUser);
  const emails = fold(events, 'useremail-', initialEmailState, (s, e: EmailEvent) => evolveEmail(s, e));
  for (const [stream, email] of emails) {
    if (email.status !== 'claimed') continue;
    const user = users.get(`user-${email.userId}`);
    if (user?.status !== 'active') violations.push(`${stream} claimed by ${email.userId}, whose account is ${user?.status ?? 'missing'}`);
  }

  // Every captured payment is applied to exactly one booking, or refunded.
  const payments: { id: string; status: string; order_id: string }[] = await db(localGatewayTables.payments).select('id', 'status', 'order_id').whereIn('status', ['captured', 'refunded']);
  const bookingOfOrder = new Map([...bookings.values()].filter((b) => b.orderId).map((b) => [b.orderId ?? '', b]));
  const confirmedOn = new Map<string, number>();
  for (const state of bookings.values())
    if ((state.phase === 'confirmed' || state.phase === 'completed') && state.paymentId) confirmedOn.set(state.paymentId, (confirmedOn.get(state.paymentId) ?? 0) + 1);
  for (const payment of payments) {
    const applied = confirmedOn.get(payment.id) ?? 0;
    const refunded = refundsAtGateway.get(payment.id) ?? 0;
    if (!((applied === 1 && refunded === 0) || (applied === 0 && refunded === 1))) {
      const booking = bookingOfOrder.get(payment.order_id);
      violations.push(
        `payment ${payment.id} (${payment.status}) applied to ${applied} booking(s), refunded ${refunded} time(s); its order's booking ${booking?.request?.bookingId} is ${booking?.phase}, with ${booking?.captured.size} capture(s) recorded`,
      );
    }
  }

  // A test is completed once and released once (sealed data differs each time, so the doubled-event check cannot see a
  // second completion).
  const perTest = new Map<string, { completed: number; released: number }>();
  let releases = 0;
  for (const event of events) {
    if (!event.stream_name.startsWith('test-')) continue;
    const counts = perTest.get(event.stream_name) ?? { completed: 0, released: 0 };
    if (event.type === 'TestCompleted') counts.completed++;
    if (event.type === 'ResultReleased') {
      counts.released++;
      releases++;
    }
    perTest.set(event.stream_name, counts);
  }
  for (const [stream, counts] of perTest) if (counts.completed > 1 || counts.released > 1) violations.push(`${stream} completed ${counts.completed} and released ${counts.released} times`);

  // Every mail the log calls for (a release's report, a booking's confirmation, an approval) is in the outbox once, and
  // no mail is there twice, however the kills fell between a mail's transport and its record.
  const owed = expectedMails(events, (userId) => users.get(`user-${userId}`)?.status === 'active');
  const mails = outboxDir ? await checkMails(db, outboxDir, owed) : { violations: [], mails: 0 };
  violations.push(...mails.violations);
  const testsCompleted = [...perTest.values()].filter((c) => c.completed > 0).length;

  return {
    violations,
    counted: {
      events: events.length,
      bookings: bookings.size,
      refundsDue: due.size,
      claims,
      emails: emails.size,
      payments: payments.length,
      testsCompleted,
      releases,
      mails: mails.mails,
      mailsOwed: owed.length,
    },
  };
}
