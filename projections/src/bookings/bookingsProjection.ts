// One row per booking: the student's sessions, the counsellor's calendar, the back office, and order lookups.
import type { Knex } from 'knex';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { rowProjection } from '../rowProjection';

export const bookingsTable = 'bookings';

export type BookingRowStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'failed' | 'expired';

export interface BookingRow {
  id: string;
  studentId: string;
  counsellorId: string;
  packageId: string;
  packageName: string;
  packageType: 'basic' | 'advanced' | 'comprehensive';
  date: string;
  slot: string;
  startsAt: string;
  status: BookingRowStatus;
  pricePaise: number;
  discountPaise: number;
  amountPaise: number;
  couponCode: string | null;
  orderId: string | null;
  paymentId: string | null;
  refundDue: boolean;
  refundId: string | null;
  holdUntil: string;
  createdAt: string;
  /** Who cancelled, the reason code and an admin's own words (null until cancelled). */
  cancelledBy: 'student' | 'admin' | 'system' | null;
  cancelReason: string | null;
  cancelNote: string | null;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(bookingsTable)) return;
  await db.schema.createTable(bookingsTable, (t) => {
    t.uuid('id').primary();
    t.uuid('student_id').notNullable().index();
    t.uuid('counsellor_id').notNullable();
    t.uuid('package_id').notNullable();
    t.text('package_name').notNullable();
    t.text('package_type').notNullable();
    t.text('date').notNullable();
    t.text('slot').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.text('status').notNullable();
    t.bigInteger('price_paise').notNullable();
    t.bigInteger('discount_paise').notNullable();
    t.bigInteger('amount_paise').notNullable();
    t.text('coupon_code');
    t.text('order_id').unique();
    t.text('payment_id');
    t.boolean('refund_due').notNullable();
    t.text('refund_id');
    t.timestamp('hold_until', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.text('cancelled_by');
    t.text('cancel_reason');
    t.text('cancel_note');
    // The counsellor's dashboard: their sessions in time order, and their figures, without reading other rows.
    t.index(['counsellor_id', 'starts_at']);
    // The back office's list: each sort it offers, with and without its status filter, read in index order.
    for (const column of ['starts_at', 'created_at', 'amount_paise']) {
      t.index([column, 'id']);
      t.index(['status', column, 'id']);
    }
  });
}

const idOf = (event: RecordedEvent) => (event.type in bookingEvents ? (event.data as { bookingId: string }).bookingId : undefined);

function evolve(row: BookingRow | undefined, event: RecordedEvent): BookingRow | undefined {
  if (event.type === 'BookingRequested') {
    const d = bookingEvents.BookingRequested.schema.parse(event.data);
    return {
      id: d.bookingId,
      studentId: d.studentId,
      counsellorId: d.counsellorId,
      packageId: d.packageId,
      packageName: d.packageName,
      packageType: d.packageType,
      date: d.date,
      slot: d.slot,
      startsAt: d.startsAt,
      status: 'pending',
      pricePaise: d.pricePaise,
      discountPaise: d.discountPaise,
      amountPaise: d.amountPaise,
      couponCode: d.couponCode,
      orderId: null,
      paymentId: null,
      refundDue: false,
      refundId: null,
      holdUntil: d.holdUntil,
      createdAt: event.metadata.at,
      cancelledBy: null,
      cancelReason: null,
      cancelNote: null,
    };
  }
  if (!row) return row;
  switch (event.type) {
    case 'PaymentOrderCreated':
      return { ...row, orderId: bookingEvents.PaymentOrderCreated.schema.parse(event.data).orderId };
    case 'PaymentVerified':
      // The first capture; a second one on a booking already paid never replaces the payment it stands on.
      return row.paymentId ? row : { ...row, paymentId: bookingEvents.PaymentVerified.schema.parse(event.data).paymentId };
    case 'BookingConfirmed':
      return { ...row, status: 'confirmed', paymentId: bookingEvents.BookingConfirmed.schema.parse(event.data).paymentId };
    case 'PaymentFailed':
      return { ...row, status: 'failed' };
    case 'BookingExpired':
      return { ...row, status: 'expired' };
    case 'BookingCancelled': {
      const { refundDue, paymentId, by, reason, note } = bookingEvents.BookingCancelled.schema.parse(event.data);
      return { ...row, status: 'cancelled', refundDue, paymentId: paymentId ?? row.paymentId, cancelledBy: by, cancelReason: reason, cancelNote: note ?? null };
    }
    case 'PaymentRefundDue': {
      // A payment that came after an unpaid booking was given up is the one its student sees refunded. A booking that
      // stood on a payment (cancelled late, so kept) keeps showing that one: a second capture is a line of its own in
      // booking_payments and never replaces it here.
      const { paymentId } = bookingEvents.PaymentRefundDue.schema.parse(event.data);
      const adopt = row.status === 'cancelled' && !row.refundDue && (row.paymentId === null || row.paymentId === paymentId);
      return adopt ? { ...row, paymentId, refundDue: true } : row;
    }
    case 'RefundIssued': {
      const { paymentId, refundId } = bookingEvents.RefundIssued.schema.parse(event.data);
      return paymentId === row.paymentId ? { ...row, refundId } : row;
    }
    case 'BookingRescheduled': {
      const d = bookingEvents.BookingRescheduled.schema.parse(event.data);
      return { ...row, date: d.date, slot: d.slot, startsAt: d.startsAt };
    }
    case 'BookingCompleted':
      return { ...row, status: 'completed' };
    default:
      return row;
  }
}

const iso = (value: unknown) => new Date(value as string).toISOString();

export const bookingsProjection = rowProjection<BookingRow>({
  name: 'bookings',
  version: 5,
  eventTypes: Object.keys(bookingEvents),
  table: bookingsTable,
  migrate,
  idType: 'uuid',
  rowId: idOf,
  evolve,
  toRecord: (r) => ({
    id: r.id,
    student_id: r.studentId,
    counsellor_id: r.counsellorId,
    package_id: r.packageId,
    package_name: r.packageName,
    package_type: r.packageType,
    date: r.date,
    slot: r.slot,
    starts_at: r.startsAt,
    status: r.status,
    price_paise: r.pricePaise,
    discount_paise: r.discountPaise,
    amount_paise: r.amountPaise,
    coupon_code: r.couponCode,
    order_id: r.orderId,
    payment_id: r.paymentId,
    refund_due: r.refundDue,
    refund_id: r.refundId,
    hold_until: r.holdUntil,
    created_at: r.createdAt,
    cancelled_by: r.cancelledBy,
    cancel_reason: r.cancelReason,
    cancel_note: r.cancelNote,
  }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    studentId: String(rec.student_id),
    counsellorId: String(rec.counsellor_id),
    packageId: String(rec.package_id),
    packageName: String(rec.package_name),
    packageType: rec.package_type as BookingRow['packageType'],
    date: String(rec.date),
    slot: String(rec.slot),
    startsAt: iso(rec.starts_at),
    status: rec.status as BookingRowStatus,
    pricePaise: Number(rec.price_paise),
    discountPaise: Number(rec.discount_paise),
    amountPaise: Number(rec.amount_paise),
    couponCode: (rec.coupon_code as string | null) ?? null,
    orderId: (rec.order_id as string | null) ?? null,
    paymentId: (rec.payment_id as string | null) ?? null,
    refundDue: Boolean(rec.refund_due),
    refundId: (rec.refund_id as string | null) ?? null,
    holdUntil: iso(rec.hold_until),
    createdAt: iso(rec.created_at),
    cancelledBy: (rec.cancelled_by as BookingRow['cancelledBy']) ?? null,
    cancelReason: (rec.cancel_reason as string | null) ?? null,
    cancelNote: (rec.cancel_note as string | null) ?? null,
  }),
});
