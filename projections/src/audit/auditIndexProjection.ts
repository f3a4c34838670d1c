// Where a booking's history lies in the log: every event about a booking (its own stream's, and those it caused in
// others: slot and student-hour claims, the coupon's redemption, tests, reports, the session record, the room, the
// review, the chat (its texts stay sealed), the provider's webhooks) by booking and log position, and the booking behind each order, payment and refund id. A timeline then
// reads exactly its events by stream and revision, with no scan of the log, and this works whichever store holds it.
// Ids only: nothing personal is kept here.
import type { Knex } from 'knex';
import { assessmentEvents } from '@margdarshak/contracts/events/assessments';
import { bookingEvents, paymentWebhookEvents } from '@margdarshak/contracts/events/bookings';
import { chatEvents } from '@margdarshak/contracts/events/chat';
import { couponEvents } from '@margdarshak/contracts/events/coupons';
import { scheduleEvents } from '@margdarshak/contracts/events/schedule';
import { sessionEvents } from '@margdarshak/contracts/events/sessions';
import { roomEvents } from '@margdarshak/contracts/events/rooms';
import { reviewEvents } from '@margdarshak/contracts/events/reviews';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { Projection } from '../projection';

export const auditBookingEventsTable = 'audit_booking_events';
export const auditPaymentRefsTable = 'audit_payment_refs';

export type PaymentRefKind = 'order' | 'payment' | 'refund';

/** Every event type whose data names the booking it is about (read from the schemas, so a new one is followed). */
const aboutABooking = [bookingEvents, scheduleEvents, couponEvents, assessmentEvents, sessionEvents, roomEvents, reviewEvents, chatEvents].flatMap((events) =>
  Object.entries(events)
    .filter(([, definition]) => 'bookingId' in definition.schema.shape)
    .map(([type]) => type),
);

async function migrate(db: Knex) {
  if (!(await db.schema.hasTable(auditBookingEventsTable))) {
    await db.schema.createTable(auditBookingEventsTable, (t) => {
      t.uuid('booking_id').notNullable();
      t.bigInteger('commit').notNullable();
      t.bigInteger('prepare').notNullable();
      t.text('stream_name').notNullable();
      t.bigInteger('revision').notNullable();
      t.primary(['booking_id', 'commit', 'prepare']);
    });
  }
  if (!(await db.schema.hasTable(auditPaymentRefsTable))) {
    await db.schema.createTable(auditPaymentRefsTable, (t) => {
      t.text('ref').primary();
      t.text('kind').notNullable();
      t.uuid('booking_id').notNullable();
    });
  }
}

interface EventRow {
  booking_id: string;
  commit: string;
  prepare: string;
  stream_name: string;
  revision: string;
}

interface RefRow {
  ref: string;
  kind: PaymentRefKind;
  booking_id: string;
}

/** The order, payment and refund ids an event of a booking's stream introduces. */
function refsOf(event: RecordedEvent, bookingId: string): RefRow[] {
  switch (event.type) {
    case 'PaymentOrderCreated':
      return [{ ref: bookingEvents.PaymentOrderCreated.schema.parse(event.data).orderId, kind: 'order', booking_id: bookingId }];
    case 'PaymentVerified':
      return [{ ref: bookingEvents.PaymentVerified.schema.parse(event.data).paymentId, kind: 'payment', booking_id: bookingId }];
    case 'RefundIssued':
      return [{ ref: bookingEvents.RefundIssued.schema.parse(event.data).refundId, kind: 'refund', booking_id: bookingId }];
    default:
      return [];
  }
}

const rowOf = (event: RecordedEvent, bookingId: string): EventRow => ({
  booking_id: bookingId,
  commit: String(event.position.commit),
  prepare: String(event.position.prepare),
  stream_name: event.streamName,
  revision: String(event.revision),
});

export const auditIndexProjection: Projection = {
  name: 'audit_index',
  // 2: a booking's chat joined its history.
  version: 2,
  eventTypes: [...aboutABooking, 'PaymentWebhookReceived'],
  tables: [auditBookingEventsTable, auditPaymentRefsTable],
  migrate,
  async apply(trx, events) {
    // A webhook names an order or a payment, not a booking: the order was recorded before anyone could pay it, in this
    // batch (in order, below) or an earlier one (looked up once for the whole batch).
    const hookRefs = events
      .filter((event) => event.type === 'PaymentWebhookReceived')
      .flatMap((event) => {
        const hook = paymentWebhookEvents.PaymentWebhookReceived.schema.parse(event.data);
        return [hook.orderId, hook.paymentId].filter((ref): ref is string => ref !== null);
      });
    const known = new Map<string, string>();
    if (hookRefs.length > 0) {
      const found: RefRow[] = await trx(auditPaymentRefsTable).whereIn('ref', [...new Set(hookRefs)]);
      for (const row of found) known.set(row.ref, row.booking_id);
    }
    const rows: EventRow[] = [];
    const refs: RefRow[] = [];
    for (const event of events) {
      if (event.type === 'PaymentWebhookReceived') {
        const hook = paymentWebhookEvents.PaymentWebhookReceived.schema.parse(event.data);
        const bookingId = (hook.orderId && known.get(hook.orderId)) || (hook.paymentId && known.get(hook.paymentId));
        if (bookingId) rows.push(rowOf(event, bookingId)); // otherwise not an order of ours
        continue;
      }
      const { bookingId } = event.data as { bookingId: string };
      rows.push(rowOf(event, bookingId));
      for (const ref of refsOf(event, bookingId)) {
        refs.push(ref);
        known.set(ref.ref, bookingId);
      }
    }
    if (rows.length > 0) await trx(auditBookingEventsTable).insert(rows).onConflict(['booking_id', 'commit', 'prepare']).ignore();
    if (refs.length > 0) await trx(auditPaymentRefsTable).insert(refs).onConflict('ref').ignore();
  },
};
