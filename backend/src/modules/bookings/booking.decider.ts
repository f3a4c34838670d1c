// The booking rules: what each command may do in each phase. Slots and coupons are decided on their own streams; a
// captured payment is recorded first (RecordPayment), then applied by a processor: confirmed, lost (refunded), or, for
// a booking already paid or cancelled, owed back.
import { cancellation, FREE_CHANGE_MS } from '@margdarshak/contracts/bookings/cancellation';
import { noShowMessages, noShowWindow, otherParty, type NoShowParty } from '@margdarshak/contracts/bookings/noShow';
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';
import { ConflictError, DomainError, NotFoundError } from '../../platform/http/errors';
import type { BookingState } from './booking';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';

type Requested = Extract<BookingEvent, { type: 'BookingRequested' }>['data'];
type Via = Extract<BookingEvent, { type: 'PaymentVerified' }>['data']['via'];
type CancelReason = Extract<BookingEvent, { type: 'BookingCancelled' }>['data']['reason'];
/**
 * Why a payment could not keep its booking: the slot, the student's hour or the coupon went meanwhile, or the
 * counsellor; or the payment came once the session's start had passed (a late webhook, verify or reconciler look), or
 * came before it but was applied only after it (session_started).
 */
export type LostReason = Extract<CancelReason, 'slot_lost' | 'student_busy' | 'coupon_used_up' | 'counsellor_removed' | 'paid_too_late' | 'session_started'>;
/** Why a captured payment is owed back while the booking itself is settled. */
export type RefusalReason = Extract<BookingEvent, { type: 'PaymentRefundDue' }>['data']['reason'];

/** Cancelling or rescheduling this long before the start is free (dashboards §9); the rule is shared with the pages. */
export { FREE_CHANGE_MS };

export type BookingCommand =
  | { type: 'Request'; request: Requested }
  | { type: 'RecordOrder'; orderId: string; gateway: 'local' | 'razorpay' }
  /** A capture reported by the checkout, a webhook or the reconciler: recorded once, whatever happens to it next. */
  | { type: 'RecordPayment'; orderId: string; paymentId: string; amountPaise: number; via: Via }
  | { type: 'ConfirmPayment'; paymentId: string }
  /** A booking with nothing to pay (a coupon took the whole price off): confirmed without the gateway, or lost. */
  | { type: 'ConfirmFree' }
  | { type: 'LoseFree'; reason: LostReason }
  | { type: 'LoseBooking'; paymentId: string; reason: LostReason }
  | { type: 'RefusePayment'; paymentId: string; reason: RefusalReason }
  | { type: 'FailPayment'; orderId: string; reason: string }
  | { type: 'Expire' }
  /** An admin may say why (`note`); the removal sweeps cancel for a counsellor or student whose account went. */
  | { type: 'Cancel'; by: 'student' | 'admin' | 'system'; reason?: Extract<CancelReason, 'requested' | 'counsellor_removed' | 'student_removed'>; note?: string }
  /** The student placed another order for the same hour: an unpaid booking gives way, a paid one never does. */
  | { type: 'Abandon' }
  | { type: 'RecordRefund'; paymentId: string; refundId: string }
  /** From the time the student saw: a booking moved meanwhile by another request is not moved again. */
  | { type: 'Reschedule'; fromDate: string; fromSlot: string; date: string; slot: string; startsAt: string }
  | { type: 'Complete' }
  /** The student or the counsellor says the other did not come; `note` is sealed with the reporter's key. */
  | { type: 'ReportNoShow'; by: NoShowParty; absent: NoShowParty; note: string }
  /** An admin's finding: the counsellor absent cancels the booking with a full refund; the student absent refunds nothing. */
  | { type: 'ResolveNoShow'; absent: NoShowParty; reason: string };

const refuse = (message: string) => new DomainError('BOOKING_STATE', message, 409);
const open = (state: BookingState) => state.phase === 'pending' || state.phase === 'failed' || state.phase === 'expired';

export function decideBooking(command: BookingCommand, state: BookingState, now: Date): BookingEvent[] {
  if (command.type === 'Request') {
    if (state.phase !== 'none') throw new ConflictError('BOOKING_EXISTS', 'Booking already exists');
    return [{ type: 'BookingRequested', data: command.request }];
  }
  const request = state.request;
  if (!request) throw new NotFoundError('Booking not found');
  const bookingId = request.bookingId;
  const untilStart = Date.parse(request.startsAt) - now.getTime();
  switch (command.type) {
    case 'RecordOrder':
      if (state.phase !== 'pending') throw refuse('This booking is no longer awaiting payment');
      return [{ type: 'PaymentOrderCreated', data: { bookingId, orderId: command.orderId, amountPaise: request.amountPaise, currency: 'INR', gateway: command.gateway } }];
    case 'RecordPayment':
      if (state.captured.has(command.paymentId)) return []; // a replayed verify, webhook or reconciler pass
      if (state.orderId !== command.orderId) throw new DomainError('ORDER_MISMATCH', 'This payment is not for this booking', 400);
      if (command.amountPaise !== request.amountPaise) throw new DomainError('AMOUNT_MISMATCH', 'The amount paid does not match the booking', 400);
      return [{ type: 'PaymentVerified', data: { bookingId, orderId: command.orderId, paymentId: command.paymentId, amountPaise: command.amountPaise, via: command.via } }];
    case 'ConfirmPayment':
      if (state.phase === 'confirmed' && state.paymentId === command.paymentId) return [];
      if (!state.captured.has(command.paymentId)) throw refuse('This payment was not recorded for this booking');
      if (!open(state)) throw refuse(state.phase === 'cancelled' ? 'This booking was cancelled' : 'This booking is already paid');
      // Money that comes once the session has started is never kept: there is no session left to give for it.
      if (untilStart <= 0) throw new DomainError('SESSION_STARTED', 'This session had already started when the payment arrived', 409);
      return [{ type: 'BookingConfirmed', data: { bookingId, paymentId: command.paymentId } }];
    case 'ConfirmFree':
      if (state.phase === 'confirmed' && state.paymentId === null) return [];
      if (request.amountPaise !== 0) throw refuse('This booking has a price to pay');
      if (state.phase !== 'pending') throw refuse('This booking is no longer waiting to be booked');
      if (untilStart <= 0) throw new DomainError('SESSION_STARTED', 'This session has already started', 409);
      return [{ type: 'BookingConfirmed', data: { bookingId, paymentId: null, amountPaise: 0, couponCode: request.couponCode } }];
    case 'LoseFree':
      if (state.phase === 'cancelled') return [];
      if (request.amountPaise !== 0 || state.phase !== 'pending') throw refuse('This booking is no longer waiting to be booked');
      return [{ type: 'BookingCancelled', data: { bookingId, by: 'system', reason: command.reason, refundDue: false, paymentId: null } }];
    case 'LoseBooking':
      if (state.refunds.has(command.paymentId)) return [];
      if (!state.captured.has(command.paymentId)) throw refuse('This payment was not recorded for this booking');
      if (!open(state)) throw refuse('This booking is no longer awaiting payment');
      return [{ type: 'BookingCancelled', data: { bookingId, by: 'system', reason: command.reason, refundDue: true, paymentId: command.paymentId } }];
    case 'RefusePayment': {
      const amountPaise = state.captured.get(command.paymentId);
      if (amountPaise === undefined) throw refuse('This payment was not recorded for this booking');
      if (state.refunds.has(command.paymentId) || (state.phase === 'confirmed' && state.paymentId === command.paymentId)) return [];
      return [{ type: 'PaymentRefundDue', data: { bookingId, paymentId: command.paymentId, amountPaise, reason: command.reason } }];
    }
    case 'FailPayment':
      if (state.phase !== 'pending') return [];
      if (state.orderId !== command.orderId) throw new NotFoundError('Order not found');
      return [{ type: 'PaymentFailed', data: { bookingId, orderId: command.orderId, reason: command.reason } }];
    case 'Expire':
      // A payment recorded and still being applied keeps the booking: it decides what happens next.
      if (state.phase !== 'pending' || state.captured.size > 0 || Date.parse(request.holdUntil) > now.getTime()) return [];
      return [{ type: 'BookingExpired', data: { bookingId } }];
    case 'Cancel': {
      const reason = command.reason ?? 'requested';
      const removal = reason === 'counsellor_removed' || reason === 'student_removed';
      if (state.phase === 'cancelled' && removal) return [];
      // An account removed, or the back office cancelling, is never the student's loss: refunded in full whenever it happens.
      const outcome = cancellation({ status: state.phase, startsAt: request.startsAt, amountPaise: request.amountPaise }, removal || command.by === 'admin', now);
      if (!outcome.allowed) throw refuse(outcome.message);
      const refundDue = outcome.refundPaise > 0;
      const note = command.by === 'admin' && command.note ? { note: command.note } : {};
      return [{ type: 'BookingCancelled', data: { bookingId, by: command.by, reason, refundDue, paymentId: refundDue ? state.paymentId : null, ...note } }];
    }
    case 'Abandon':
      if (state.phase === 'cancelled') return [];
      if (state.phase !== 'pending') throw refuse('This booking is no longer awaiting payment');
      return [{ type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: false, paymentId: null } }];
    case 'RecordRefund': {
      const refund = state.refunds.get(command.paymentId);
      if (!refund) throw refuse('No refund is due on this payment');
      if (refund.refundId !== null) return [];
      const amountPaise = state.captured.get(command.paymentId) ?? request.amountPaise;
      return [{ type: 'RefundIssued', data: { bookingId, paymentId: command.paymentId, refundId: command.refundId, amountPaise } }];
    }
    case 'Reschedule':
      if (state.phase === 'completed') throw refuse('This session has taken place and can no longer be rescheduled');
      if (state.phase !== 'confirmed') throw refuse('Only a confirmed booking can be rescheduled');
      if (request.date !== command.fromDate || request.slot !== command.fromSlot) throw new ConflictError('BOOKING_CHANGED', 'This booking was changed at the same time. Please look at it again.');
      if (untilStart < FREE_CHANGE_MS) throw refuse('Sessions can be rescheduled up to 24 hours before they start');
      if (command.date === request.date && command.slot === request.slot) return [];
      return [{ type: 'BookingRescheduled', data: { bookingId, fromDate: request.date, fromSlot: request.slot, date: command.date, slot: command.slot, startsAt: command.startsAt } }];
    case 'Complete':
      if (state.phase !== 'confirmed') return [];
      if (now.getTime() < Date.parse(request.startsAt) + SESSION_MS) throw refuse('This session has not ended yet');
      return [{ type: 'BookingCompleted', data: { bookingId } }];
    case 'ReportNoShow':
      return reportNoShow(command, state, now);
    case 'ResolveNoShow':
      return resolveNoShow(command, state, now);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

const held = (state: BookingState) => state.phase === 'confirmed' || state.phase === 'completed';

function reportNoShow(command: Extract<BookingCommand, { type: 'ReportNoShow' }>, state: BookingState, now: Date): BookingEvent[] {
  const request = state.request;
  if (!request) throw new NotFoundError('Booking not found');
  if (command.absent !== otherParty(command.by)) throw new DomainError('NO_SHOW_PARTY', noShowMessages.otherParty, 422);
  if (state.noShowResolved) throw new ConflictError('NO_SHOW_RESOLVED', noShowMessages.resolved);
  if (!held(state)) throw new ConflictError('NO_SHOW_NOT_HELD', noShowMessages.notHeld);
  const window = noShowWindow(request.startsAt, now);
  if (window !== 'open') throw new ConflictError('NO_SHOW_WINDOW', noShowMessages[window]);
  if (state.noShowReportedBy.includes(command.by)) throw new ConflictError('NO_SHOW_REPORTED', noShowMessages.reported);
  return [{ type: 'NoShowReported', data: { bookingId: request.bookingId, by: command.by, absent: command.absent, note: command.note } }];
}

/** Once the session has started, whether or not anyone reported it (a family may phone in); once per booking. */
function resolveNoShow(command: Extract<BookingCommand, { type: 'ResolveNoShow' }>, state: BookingState, now: Date): BookingEvent[] {
  const request = state.request;
  if (!request) throw new NotFoundError('Booking not found');
  if (state.noShowResolved) throw new ConflictError('NO_SHOW_RESOLVED', noShowMessages.resolved);
  if (!held(state)) throw new ConflictError('NO_SHOW_NOT_HELD', noShowMessages.notHeld);
  if (now.getTime() < Date.parse(request.startsAt)) throw new ConflictError('NO_SHOW_WINDOW', noShowMessages.notStarted);
  const bookingId = request.bookingId;
  if (command.absent === 'student') return [{ type: 'NoShowResolved', data: { bookingId, absent: 'student', reason: command.reason, refundDue: false } }];
  const refundDue = request.amountPaise > 0 && state.paymentId !== null;
  return [
    { type: 'NoShowResolved', data: { bookingId, absent: 'counsellor', reason: command.reason, refundDue } },
    { type: 'BookingCancelled', data: { bookingId, by: 'admin', reason: 'counsellor_no_show', refundDue, paymentId: refundDue ? state.paymentId : null, note: command.reason } },
  ];
}
