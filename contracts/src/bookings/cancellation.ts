// Whether a booking may be cancelled now and what comes back, one rule for both sides: the booking decider refuses or
// refunds by it, and the back office offers its Cancel button, with the amount, only where it says yes.

/** Cancelling or rescheduling this long before the start is free (dashboards §9). */
export const FREE_CHANGE_MS = 24 * 3_600_000;

export interface CancellableBooking {
  /** The booking's phase or the status a page shows: pending, confirmed, completed, cancelled (or failed, expired). */
  status: string;
  /** The session's start, ISO 8601. */
  startsAt: string;
  /** What was charged, in paise (after any coupon). */
  amountPaise: number;
}

export type Cancellation = { allowed: false; message: string } | { allowed: true; refundPaise: number };

export const cancellationMessages = {
  cancelled: 'This booking is already cancelled',
  completed: 'This session has taken place and can no longer be cancelled',
  notUpcoming: 'Only an upcoming booking can be cancelled',
  started: 'This session has already started',
} as const;

/**
 * `inFull`: the back office cancelling, or an account removed, is never the student's loss, so what was paid comes back
 * whenever it happens; a student's own cancellation is refunded only 24 hours or more before the start.
 */
export function cancellation(booking: CancellableBooking, inFull: boolean, now: Date): Cancellation {
  if (booking.status === 'cancelled') return { allowed: false, message: cancellationMessages.cancelled };
  if (booking.status === 'completed') return { allowed: false, message: cancellationMessages.completed };
  if (booking.status !== 'confirmed' && booking.status !== 'pending') return { allowed: false, message: cancellationMessages.notUpcoming };
  const untilStart = Date.parse(booking.startsAt) - now.getTime();
  if (untilStart <= 0) return { allowed: false, message: cancellationMessages.started };
  const refunded = booking.status === 'confirmed' && booking.amountPaise > 0 && (inFull || untilStart >= FREE_CHANGE_MS);
  return { allowed: true, refundPaise: refunded ? booking.amountPaise : 0 };
}
