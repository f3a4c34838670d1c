// The booking rules: what each command may do in each phase. Slots and coupons are decided on their own streams.
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';
import { ConflictError, DomainError, NotFoundError } from '../../platform/http/errors';
import type { BookingState } from './booking';

type Requested = Extract<BookingEvent, { type: 'BookingRequested' }>['data'];
type Via = Extract<BookingEvent, { type: 'PaymentVerified' }>['data']['via'];
/** Why a paid booking could not stand: every cancellation reason but the student's own request. */
export type LostReason = Exclude<Extract<BookingEvent, { type: 'BookingCancelled' }>['data']['reason'], 'requested'>;

/** Cancelling or rescheduling this long before the start is free (dashboards §9). */
export const FREE_CHANGE_MS = 24 * 3_600_000;
const SESSION_MS = 60 * 60_000;

export type BookingCommand =
  | { type: 'Request'; request: Requested }
  | { type: 'RecordOrder'; orderId: string; gateway: 'local' | 'razorpay' }
  | { type: 'ConfirmPayment'; orderId: string; paymentId: string; amountPaise: number; via: Via }
  | { type: 'RecordPaymentOnLostBooking'; orderId: string; paymentId: string; amountPaise: number; via: Via; reason: LostReason }
  | { type: 'FailPayment'; orderId: string; reason: string }
  | { type: 'Expire' }
  | { type: 'Cancel'; by: 'student' | 'admin' }
  /** The student placed another order for the same hour: an unpaid booking gives way, a paid one never does. */
  | { type: 'Abandon' }
  | { type: 'RecordRefund'; refundId: string }
  | { type: 'Reschedule'; date: string; slot: string; startsAt: string }
  | { type: 'Complete' };

const refuse = (message: string) => new DomainError('BOOKING_STATE', message, 409);

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
    case 'ConfirmPayment': {
      if (state.paymentId === command.paymentId && state.phase === 'confirmed') return []; // a replayed verify or webhook
      checkPayment(state, command.orderId, command.amountPaise, request.amountPaise);
      if (state.phase === 'confirmed') throw refuse('This booking is already paid');
      if (state.phase === 'cancelled' || state.phase === 'completed') throw refuse('This booking was cancelled');
      const verified: BookingEvent = { type: 'PaymentVerified', data: { bookingId, orderId: command.orderId, paymentId: command.paymentId, amountPaise: command.amountPaise, via: command.via } };
      return [verified, { type: 'BookingConfirmed', data: { bookingId, paymentId: command.paymentId } }];
    }
    case 'RecordPaymentOnLostBooking': {
      if (state.paymentId === command.paymentId) return [];
      checkPayment(state, command.orderId, command.amountPaise, request.amountPaise);
      return [
        { type: 'PaymentVerified', data: { bookingId, orderId: command.orderId, paymentId: command.paymentId, amountPaise: command.amountPaise, via: command.via } },
        { type: 'BookingCancelled', data: { bookingId, by: 'system', reason: command.reason, refundDue: true } },
      ];
    }
    case 'FailPayment':
      if (state.phase !== 'pending') return [];
      if (state.orderId !== command.orderId) throw new NotFoundError('Order not found');
      return [{ type: 'PaymentFailed', data: { bookingId, orderId: command.orderId, reason: command.reason } }];
    case 'Expire':
      if (state.phase !== 'pending' || Date.parse(request.holdUntil) > now.getTime()) return [];
      return [{ type: 'BookingExpired', data: { bookingId } }];
    case 'Cancel': {
      if (state.phase === 'cancelled') throw refuse('This booking is already cancelled');
      if (state.phase !== 'confirmed' && state.phase !== 'pending') throw refuse('Only an upcoming booking can be cancelled');
      if (untilStart <= 0) throw refuse('This session has already started');
      const refundDue = state.phase === 'confirmed' && untilStart >= FREE_CHANGE_MS && request.amountPaise > 0;
      return [{ type: 'BookingCancelled', data: { bookingId, by: command.by, reason: 'requested', refundDue } }];
    }
    case 'Abandon':
      if (state.phase === 'cancelled') return [];
      if (state.phase !== 'pending') throw refuse('This booking is no longer awaiting payment');
      return [{ type: 'BookingCancelled', data: { bookingId, by: 'student', reason: 'requested', refundDue: false } }];
    case 'RecordRefund':
      if (!state.refundDue || !state.paymentId) throw refuse('No refund is due on this booking');
      if (state.refundId) return [];
      return [{ type: 'RefundIssued', data: { bookingId, paymentId: state.paymentId, refundId: command.refundId, amountPaise: request.amountPaise } }];
    case 'Reschedule':
      if (state.phase !== 'confirmed') throw refuse('Only a confirmed booking can be rescheduled');
      if (untilStart < FREE_CHANGE_MS) throw refuse('Sessions can be rescheduled up to 24 hours before they start');
      if (command.date === request.date && command.slot === request.slot) return [];
      return [{ type: 'BookingRescheduled', data: { bookingId, fromDate: request.date, fromSlot: request.slot, date: command.date, slot: command.slot, startsAt: command.startsAt } }];
    case 'Complete':
      if (state.phase !== 'confirmed') return [];
      if (now.getTime() < Date.parse(request.startsAt) + SESSION_MS) throw refuse('This session has not ended yet');
      return [{ type: 'BookingCompleted', data: { bookingId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function checkPayment(state: BookingState, orderId: string, paidPaise: number, duePaise: number) {
  if (state.orderId !== orderId) throw new DomainError('ORDER_MISMATCH', 'This payment is not for this booking', 400);
  if (paidPaise !== duePaise) throw new DomainError('AMOUNT_MISMATCH', 'The amount paid does not match the booking', 400);
}
