// A payment order holds the slot for 15 minutes. Closing the checkout and pressing Pay again reuses that order rather
// than opening another with the gateway; a changed choice, amount or state releases it first, so a slot the student moved away
// from is free at once (an order for the same hour would make the server give the old one up anyway).
import type { BookingData, CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { CheckoutOutcome } from '../../../components/checkout/checkoutOutcome';

export interface HeldOrder {
  key: string;
  order: CreateOrderResponse;
}

/** Reuse needs this much of the hold left, so the checkout is not cut short by the hold lapsing. */
const REUSE_MARGIN_MS = 60_000;

/**
 * What an order is for: the same key means the same slot, student, package, amount, coupon and payer's state (the state
 * is on the order, and its invoice is taxed by it).
 */
export function orderKey(booking: BookingData, amountPaise: number, couponCode: string | undefined, payerState?: string): string {
  return JSON.stringify([booking.counsellorId, booking.studentId, booking.packageId, booking.sessionDate, booking.timeSlot, amountPaise, couponCode ?? null, payerState ?? null]);
}

/** 'reuse' the held order, 'release' it before ordering again (the choice changed), or 'none' to hold (no live order). */
export function heldOrderUse(held: HeldOrder | null, key: string, now: Date): 'reuse' | 'release' | 'none' {
  if (!held || Date.parse(held.order.holdUntil) - now.getTime() < REUSE_MARGIN_MS) return 'none';
  return held.key === key ? 'reuse' : 'release';
}

/**
 * Whether the order is still open after its checkout ended so. A payment uses it up, and a test-mode decline fails it
 * on the server; Razorpay keeps an order open after a failed attempt (Checkout lets the student retry).
 */
export function orderStaysOpen(gateway: CreateOrderResponse['gateway'], outcome: CheckoutOutcome): boolean {
  switch (outcome.kind) {
    case 'paid':
      return false;
    case 'declined':
      return gateway === 'razorpay';
    case 'dismissed':
    case 'unavailable':
    case 'failed':
      return true;
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
}
