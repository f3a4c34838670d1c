// A booking's state, folded from its stream (booking-{bookingId}).
import type { NoShowParty } from '@margdarshak/contracts/bookings/noShow';
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';

type Requested = Extract<BookingEvent, { type: 'BookingRequested' }>['data'];
type CancelReason = Extract<BookingEvent, { type: 'BookingCancelled' }>['data']['reason'];
/** Why a payment is owed back: the booking's cancellation reason, or why a capture could not be taken. */
export type RefundReason = CancelReason | Extract<BookingEvent, { type: 'PaymentRefundDue' }>['data']['reason'];

export interface Refund {
  reason: RefundReason;
  /** The provider's refund id once issued; null while due. */
  refundId: string | null;
}

export type BookingPhase = 'none' | 'pending' | 'confirmed' | 'failed' | 'expired' | 'cancelled' | 'completed';

/** What a decision on another stream (the chat, the review) needs of a booking: its parties and its phase. */
export interface BookingParties {
  bookingId: string;
  studentId: string;
  counsellorId: string;
  phase: BookingPhase;
}

export interface BookingState {
  phase: BookingPhase;
  request: Requested | null;
  orderId: string | null;
  /** The payment the booking stands on once confirmed, or the one it could not keep when lost. */
  paymentId: string | null;
  /** Every payment captured for the booking's order: id -> paise. */
  captured: ReadonlyMap<string, number>;
  /** Payments owed back, by id. */
  refunds: ReadonlyMap<string, Refund>;
  /** Confirmed at some point (a cancellation then tells the counsellor too). */
  wasConfirmed: boolean;
  /** Why it was cancelled (a booking lost while being booked says why from here); null until cancelled. */
  cancelReason: CancelReason | null;
  /** Who cancelled it; null until cancelled. */
  cancelledBy: Extract<BookingEvent, { type: 'BookingCancelled' }>['data']['by'] | null;
  /** The parties who reported that the other did not come, and an admin's finding on who did not (null until resolved). */
  noShowReportedBy: readonly NoShowParty[];
  noShowResolved: NoShowParty | null;
}

export const initialBooking: BookingState = {
  phase: 'none',
  request: null,
  orderId: null,
  paymentId: null,
  captured: new Map(),
  refunds: new Map(),
  wasConfirmed: false,
  cancelReason: null,
  cancelledBy: null,
  noShowReportedBy: [],
  noShowResolved: null,
};

export const bookingStream = (bookingId: string) => `booking-${bookingId}`;

/**
 * Whether the platform called the session off, never the student: the back office cancelled it (always in full), the
 * counsellor left, or an admin found the counsellor did not come. What the student paid and the coupon's use come back.
 */
export const calledOffByPlatform = (state: Pick<BookingState, 'phase' | 'cancelledBy' | 'cancelReason'>) =>
  state.phase === 'cancelled' && (state.cancelledBy === 'admin' || state.cancelReason === 'counsellor_removed' || state.cancelReason === 'counsellor_no_show');

/** Whether the payment was applied or settled: confirmed on it, or owed back. */
export const paymentSettled = (state: BookingState, paymentId: string) =>
  state.refunds.has(paymentId) || (state.paymentId === paymentId && (state.phase === 'confirmed' || state.phase === 'completed'));

/** Captured payments not yet applied nor owed back. */
export const unsettledPayments = (state: BookingState) => [...state.captured.keys()].filter((id) => !paymentSettled(state, id));

/** The time the booking stands on now: pending (its hold) or confirmed. */
export const standsOn = (state: BookingState, date: string, slot: string) => (state.phase === 'pending' || state.phase === 'confirmed') && state.request?.date === date && state.request.slot === slot;

const owe = (refunds: ReadonlyMap<string, Refund>, paymentId: string, reason: RefundReason) => (refunds.has(paymentId) ? refunds : new Map(refunds).set(paymentId, { reason, refundId: null }));

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingRequested':
      return { ...state, phase: 'pending', request: event.data };
    case 'PaymentOrderCreated':
      return { ...state, orderId: event.data.orderId };
    case 'PaymentVerified':
      return { ...state, captured: new Map(state.captured).set(event.data.paymentId, event.data.amountPaise) };
    case 'BookingConfirmed':
      return { ...state, phase: 'confirmed', paymentId: event.data.paymentId, wasConfirmed: true };
    case 'PaymentFailed':
      return { ...state, phase: 'failed' };
    case 'BookingExpired':
      return { ...state, phase: 'expired' };
    case 'BookingCancelled': {
      const cancelReason = event.data.reason;
      const cancelledBy = event.data.by;
      if (!event.data.refundDue) return { ...state, phase: 'cancelled', cancelReason, cancelledBy };
      // Events from before paymentId was carried: the payment is the confirmed one, or the one just captured.
      const paymentId = event.data.paymentId ?? state.paymentId ?? [...state.captured.keys()].at(-1) ?? null;
      return { ...state, phase: 'cancelled', cancelReason, cancelledBy, paymentId, refunds: paymentId ? owe(state.refunds, paymentId, event.data.reason) : state.refunds };
    }
    case 'PaymentRefundDue':
      return { ...state, refunds: owe(state.refunds, event.data.paymentId, event.data.reason) };
    case 'RefundIssued': {
      const due = state.refunds.get(event.data.paymentId);
      return { ...state, refunds: new Map(state.refunds).set(event.data.paymentId, { reason: due?.reason ?? 'requested', refundId: event.data.refundId }) };
    }
    case 'BookingRescheduled':
      return state.request ? { ...state, request: { ...state.request, date: event.data.date, slot: event.data.slot, startsAt: event.data.startsAt } } : state;
    case 'BookingCompleted':
      return { ...state, phase: 'completed' };
    case 'NoShowReported':
      return { ...state, noShowReportedBy: [...state.noShowReportedBy, event.data.by] };
    case 'NoShowResolved':
      return { ...state, noShowResolved: event.data.absent };
    case 'SessionReminderSent':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
