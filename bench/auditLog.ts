// A booking history of about a million events for the audit's benchmark, written straight into the PostgreSQL log in
// large multi-row inserts (each its own transaction, as the store's appends are): booking flows spread over a year, each
// with its counsellor's slot and the student's hour held and booked, its order, payment (a third reported by webhook
// too), confirmation, a coupon for one in ten, and a cancellation with a refund for one in five. Every event matches its
// schema and is hashed into its stream's chain as append_events would, so the timeline's chain check reads a real log;
// the students are real accounts, so the audit can name them.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventMetadata } from '@margdarshak/contracts/log';
import { contentHash, genesisHash, linkHash } from '../backend/src/platform/eventStore/hashChain';

interface Row {
  stream: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata & { hash: string };
}

const slots = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];
const yearMs = 365 * 86_400_000;
const start = Date.parse('2026-01-01T04:00:00Z');
const insertSql = `insert into events (stream_name, stream_revision, event_id, type, data, metadata)
  select * from unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])`;

/** The bookings written, and one made to be read: paid with a coupon, by webhook too, cancelled and refunded. */
export interface SeededLog {
  events: number;
  bookings: number;
  richBookingId: string;
}

export async function seedAuditLog(pool: pg.Pool, target: number, studentIds: readonly string[], onProgress?: (events: number) => void): Promise<SeededLog> {
  const counsellors = Array.from({ length: 60 }, () => randomUUID());
  const packageId = randomUUID();
  const couponId = randomUUID();
  const revisions = new Map<string, number>();
  const lastHashes = new Map<string, string>();
  let batch: Row[] = [];
  let written = 0;
  let bookings = 0;
  let richBookingId = '';
  const flush = async () => {
    if (batch.length === 0) return;
    await pool.query(insertSql, [
      batch.map((r) => r.stream),
      batch.map((r) => r.revision),
      batch.map(() => randomUUID()),
      batch.map((r) => r.type),
      batch.map((r) => JSON.stringify(r.data)),
      batch.map((r) => JSON.stringify(r.metadata)),
    ]);
    written += batch.length;
    batch = [];
    onProgress?.(written);
  };
  const push = (stream: string, type: string, data: unknown, metadata: EventMetadata) => {
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const hash = linkHash(lastHashes.get(stream) ?? genesisHash, stream, BigInt(revision), contentHash(type, data, metadata));
    lastHashes.set(stream, hash);
    batch.push({ stream, revision, type, data, metadata: { ...metadata, hash } });
  };

  const perBooking = 9;
  const total = Math.ceil(target / perBooking);
  for (let n = 0; written + batch.length < target; n++) {
    const bookingId = randomUUID();
    const studentId = studentIds[n % studentIds.length] ?? randomUUID();
    const counsellorId = counsellors[n % counsellors.length] ?? randomUUID();
    const at = new Date(start + Math.floor((n / total) * yearMs)).toISOString();
    const sessionDay = new Date(Date.parse(at) + 7 * 86_400_000).toISOString().slice(0, 10);
    const slot = slots[Math.floor(n / counsellors.length) % slots.length] ?? '10:00 AM';
    const coupon = n % 10 === 0;
    const webhook = n % 3 === 0;
    const cancelled = n % 5 === 0;
    const correlationId = randomUUID();
    const asStudent: EventMetadata = { at, userId: studentId, role: 'student', correlationId, causationId: correlationId };
    const asSystem: EventMetadata = { at, role: 'system', correlationId, causationId: randomUUID() };
    const amountPaise = coupon ? 179_910 : 199_900;
    const orderId = `order_bench${n}`;
    const paymentId = `pay_bench${n}`;
    const schedule = `schedule-${counsellorId}-${sessionDay}`;
    const studentDay = `student-day-${studentId}-${sessionDay}`;
    const booking = `booking-${bookingId}`;
    const holdUntil = new Date(Date.parse(at) + 15 * 60_000).toISOString();
    const startsAt = `${sessionDay}T04:30:00.000Z`;

    push(schedule, 'SlotHeld', { counsellorId, date: sessionDay, slot, bookingId, studentId, holdUntil }, asStudent);
    push(studentDay, 'StudentTimeHeld', { studentId, date: sessionDay, slot, bookingId, counsellorId, holdUntil }, asStudent);
    push(
      booking,
      'BookingRequested',
      {
        bookingId,
        studentId,
        counsellorId,
        packageId,
        packageType: 'advanced',
        packageName: 'Advanced',
        date: sessionDay,
        slot,
        startsAt,
        pricePaise: 199_900,
        couponCode: coupon ? 'BENCH10' : null,
        discountPaise: coupon ? 19_990 : 0,
        amountPaise,
        holdUntil,
      },
      asStudent,
    );
    push(booking, 'PaymentOrderCreated', { bookingId, orderId, amountPaise, currency: 'INR', gateway: 'local' }, asStudent);
    if (webhook) push(`payment-webhook-evt_bench${n}`, 'PaymentWebhookReceived', { eventId: `evt_bench${n}`, event: 'payment.captured', orderId, paymentId, amountPaise }, asSystem);
    push(booking, 'PaymentVerified', { bookingId, orderId, paymentId, amountPaise, via: webhook ? 'webhook' : 'checkout' }, webhook ? asSystem : asStudent);
    push(schedule, 'SlotBooked', { counsellorId, date: sessionDay, slot, bookingId }, asSystem);
    push(studentDay, 'StudentTimeBooked', { studentId, date: sessionDay, slot, bookingId }, asSystem);
    if (coupon) push('coupon-BENCH10', 'CouponRedeemed', { couponId, code: 'BENCH10', bookingId, studentId, discountPaise: 19_990 }, asSystem);
    push(booking, 'BookingConfirmed', { bookingId, paymentId }, asSystem);
    if (cancelled) {
      push(booking, 'BookingCancelled', { bookingId, by: 'student', reason: 'requested', refundDue: true, paymentId }, asStudent);
      push(booking, 'RefundIssued', { bookingId, paymentId, refundId: `rfnd_bench${n}`, amountPaise }, asSystem);
      push(schedule, 'SlotReleased', { counsellorId, date: sessionDay, slot, bookingId, reason: 'cancelled' }, asSystem);
      push(studentDay, 'StudentTimeReleased', { studentId, date: sessionDay, slot, bookingId, reason: 'cancelled' }, asSystem);
    } else {
      push(booking, 'BookingCompleted', { bookingId }, asSystem);
    }
    if (coupon && webhook && cancelled && !richBookingId && n > total / 2) richBookingId = bookingId;
    bookings++;
    if (batch.length >= 10_000) await flush();
  }
  await flush();
  return { events: written, bookings, richBookingId };
}
