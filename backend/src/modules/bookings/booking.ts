// A booking's state, folded from its stream (booking-{bookingId}).
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';

type Requested = Extract<BookingEvent, { type: 'BookingRequested' }>['data'];

export type BookingPhase = 'none' | 'pending' | 'confirmed' | 'failed' | 'expired' | 'cancelled' | 'completed';

export interface BookingState {
  phase: BookingPhase;
  request: Requested | null;
  orderId: string | null;
  paymentId: string | null;
  /** Paid and owed back (a cancellation 24 hours or more ahead, or a slot lost while paying). */
  refundDue: boolean;
  refundId: string | null;
}

export const initialBooking: BookingState = { phase: 'none', request: null, orderId: null, paymentId: null, refundDue: false, refundId: null };

export const bookingStream = (bookingId: string) => `booking-${bookingId}`;

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingRequested':
      return { ...state, phase: 'pending', request: event.data };
    case 'PaymentOrderCreated':
      return { ...state, orderId: event.data.orderId };
    case 'PaymentVerified':
      return { ...state, paymentId: event.data.paymentId };
    case 'BookingConfirmed':
      return { ...state, phase: 'confirmed', paymentId: event.data.paymentId };
    case 'PaymentFailed':
      return { ...state, phase: 'failed' };
    case 'BookingExpired':
      return { ...state, phase: 'expired' };
    case 'BookingCancelled':
      return { ...state, phase: 'cancelled', refundDue: event.data.refundDue };
    case 'RefundIssued':
      return { ...state, refundId: event.data.refundId };
    case 'BookingRescheduled':
      return state.request ? { ...state, request: { ...state.request, date: event.data.date, slot: event.data.slot, startsAt: event.data.startsAt } } : state;
    case 'BookingCompleted':
      return { ...state, phase: 'completed' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
