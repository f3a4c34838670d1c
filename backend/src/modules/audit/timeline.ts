// A booking's history (GET /api/audit/bookings/{id}/timeline) and a payment's (GET /api/audit/payments/{id}): the
// events of the booking's own stream and of the streams it touched, found through the audit index and read from the log
// by stream and revision, in log order, with their streams' hash chains checked on the way (chainOnRead.ts). The
// routes and the CLI both answer from here.
import type { BookingTimeline, PaymentTimeline } from '@margdarshak/contracts/api/audit';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { bookingEventRefs, bookingOfPaymentRef } from '@margdarshak/projections/audit/auditIndexQueries';
import { findBookingByOrder } from '@margdarshak/projections/bookings/bookingsQueries';
import { documentByNumber } from '@margdarshak/projections/invoices/invoiceDocumentsQueries';
import { parseDocumentNumber } from '@margdarshak/contracts/invoices/documentNumber';
import { NotFoundError } from '../../platform/http/errors';
import { bookingStream } from '../bookings';
import type { AuditDeps } from './auditDeps';
import { toAuditEvents } from './auditEvents';
import { withChain } from './chainOnRead';
import { readEventsChecked, readStreamChecked, type CheckedEvents } from './checkedReads';

export const BOOKING_NOT_FOUND = 'No booking with this id in the log';
export const PAYMENT_NOT_FOUND = 'No order, payment or refund with this id in the log';

/**
 * Every event about the booking, in log order, and the problems of their streams' chains; throws 404 when the log has
 * no such booking. The audit index names them all (its own stream's too), and one read fetches them from the log; a
 * booking the index does not know (yet) is read from its own stream, so the answer is never a false 404.
 */
export async function bookingHistory(deps: AuditDeps, bookingId: string): Promise<CheckedEvents> {
  const refs = await bookingEventRefs(deps.db, bookingId);
  if (refs.length > 0) return readEventsChecked(deps, refs);
  const own = await readStreamChecked(deps, bookingStream(bookingId));
  if (own.events.length === 0) throw new NotFoundError(BOOKING_NOT_FOUND);
  return own;
}

export async function bookingTimeline(deps: AuditDeps, bookingId: string): Promise<BookingTimeline> {
  const { events, problems } = await bookingHistory(deps, bookingId);
  return { bookingId, ...withChain(await toAuditEvents(deps, events), problems) };
}

/** The events of a booking's history that are about its money: the request (amount, coupon), orders, payments, refunds. */
const moneyTypes = new Set([
  'BookingRequested',
  'PaymentOrderCreated',
  'PaymentVerified',
  'PaymentFailed',
  'BookingConfirmed',
  'BookingCancelled',
  'PaymentRefundDue',
  'RefundIssued',
  'PaymentWebhookReceived',
  'CouponRedeemed',
  'CouponUseReturned',
]);

const dataOf = (event: RecordedEvent) => event.data as { orderId?: unknown; paymentId?: unknown; refundId?: unknown };

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The id `field` of the first event of `types` whose `by` field is `id`. */
function idBy(history: readonly RecordedEvent[], types: readonly string[], by: 'orderId' | 'paymentId' | 'refundId', id: string, field: 'orderId' | 'paymentId'): string | undefined {
  const event = history.find((candidate) => types.includes(candidate.type) && dataOf(candidate)[by] === id && stringOf(dataOf(candidate)[field]));
  return event && stringOf(dataOf(event)[field]);
}

/**
 * The order and the payment an id names, from the booking's money events: an order's payment is the one verified on it
 * (the first, when a provider captured twice); a refund's is the payment it returned; a payment's order is the order it
 * was verified on. (An invoice number names its payment: paymentRefOf.)
 */
function orderAndPayment(history: readonly RecordedEvent[], kind: 'order' | 'payment' | 'refund', id: string): { orderId: string | null; paymentId: string | null } {
  const paymentId = kind === 'payment' ? id : kind === 'refund' ? idBy(history, ['RefundIssued'], 'refundId', id, 'paymentId') : idBy(history, ['PaymentVerified'], 'orderId', id, 'paymentId');
  const orderId = kind === 'order' ? id : paymentId === undefined ? undefined : idBy(history, ['PaymentVerified'], 'paymentId', paymentId, 'orderId');
  const anyOrder = history.map((event) => stringOf(dataOf(event).orderId)).find((value) => value !== undefined);
  return { orderId: orderId ?? anyOrder ?? null, paymentId: paymentId ?? null };
}

/**
 * The booking an order, payment or refund id belongs to, and which of the three it is (`id`: the id it names). An
 * invoice, receipt or credit note number answers its booking and the payment it was issued for, so everything below
 * serves it as that payment.
 */
async function paymentRefOf(deps: AuditDeps, id: string): Promise<{ bookingId: string; kind: 'order' | 'payment' | 'refund'; id: string } | undefined> {
  const document = parseDocumentNumber(id) && (await documentByNumber(deps.db, id));
  if (document) return { bookingId: document.bookingId, kind: 'payment', id: document.paymentId };
  const ref = (await bookingOfPaymentRef(deps.db, id)) ?? (await findBookingByOrder(deps.db, id).then((row) => row && { bookingId: row.id, kind: 'order' as const }));
  return ref && { ...ref, id };
}

/**
 * A payment's history by an order id or a payment (or refund) id: the booking's money events, narrowed for a payment to
 * those of its order as a whole and those naming that payment.
 */
export async function paymentTimeline(deps: AuditDeps, id: string): Promise<PaymentTimeline> {
  const ref = await paymentRefOf(deps, id);
  if (!ref) throw new NotFoundError(PAYMENT_NOT_FOUND);
  const checked = await bookingHistory(deps, ref.bookingId);
  const history = checked.events.filter((event) => moneyTypes.has(event.type));
  const { orderId, paymentId } = orderAndPayment(history, ref.kind, ref.id);
  const events = paymentId === null ? history : history.filter((event) => dataOf(event).paymentId === undefined || dataOf(event).paymentId === null || dataOf(event).paymentId === paymentId);
  // The problems of every stream the booking touched: a payment's history is only as sound as the booking's.
  return { orderId, paymentId, bookingId: ref.bookingId, ...withChain(await toAuditEvents(deps, events), checked.problems) };
}
