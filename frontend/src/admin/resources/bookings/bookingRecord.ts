// How the back office reads a booking (dashboards §2, §3): its refund, who cancelled it and why, and whether an admin
// may still cancel it, with what comes back (its status badge is ../../bookingStatus).
import type { AdminBooking } from '@margdarshak/contracts/api/admin';
import { cancellation, type Cancellation } from '@margdarshak/contracts/bookings/cancellation';
import { formatAdminRupees } from '../../adminFormat';

export type BookingRecord = AdminBooking;

/** What became of the money, in a few words. */
export function refundState(booking: Pick<BookingRecord, 'refund' | 'paymentId' | 'status'>): string {
  const { refund } = booking;
  if (refund?.status === 'issued') return `${formatAdminRupees(refund.amount)} refunded${refund.refundId ? ` (${refund.refundId})` : ''}`;
  if (refund?.status === 'due') return `${formatAdminRupees(refund.amount)} to refund (being issued)`;
  if (booking.status !== 'cancelled') return 'None';
  return booking.paymentId ? 'Not refunded' : 'Nothing was paid';
}

const cancelledBy: Record<NonNullable<BookingRecord['cancellation']>['by'], string> = { student: 'The student', admin: 'An admin', system: 'The system' };

const cancelReasons: Record<string, string> = {
  requested: 'Asked to cancel',
  slot_lost: 'The time slot went to another booking',
  student_busy: 'The student already had a session at that time',
  coupon_used_up: 'The coupon was used up',
  paid_after_cancel: 'Paid after it was cancelled',
  counsellor_removed: 'The counsellor left',
  student_removed: "The student's account was deleted",
  paid_too_late: "Paid after the session's start, so refunded",
  counsellor_no_show: 'The counsellor did not come to the session, so refunded in full',
  session_started: "Paid before the session's start but applied after it, so refunded",
};

/** Who cancelled, why (the recorded reason in words) and the admin's own note, if any. */
export function cancellationText(cancellation: NonNullable<BookingRecord['cancellation']>): { by: string; reason: string; note: string | null } {
  return { by: cancelledBy[cancellation.by], reason: cancelReasons[cancellation.reason] ?? cancellation.reason.replace(/_/g, ' '), note: cancellation.note };
}

const lineStatus = { kept: 'kept', returned: 'not kept', processing: 'being applied' } as const;

/** One captured payment in a few words, so a second capture and its refund show beside the kept one. */
export function paymentLineText(line: BookingRecord['payments'][number]): string {
  const refund = line.refund ? (line.refund.status === 'issued' ? ', refunded' : ', refund being issued') : '';
  return `${line.paymentId}: ${formatAdminRupees(line.amount)}, ${lineStatus[line.status]}${refund}`;
}

/**
 * Whether an admin may cancel the booking now and what the student gets back, by the rule the server decides with: only
 * before the session starts, and an admin's cancellation refunds what was paid in full.
 */
export const adminCancellation = (booking: Pick<BookingRecord, 'status' | 'sessionDate' | 'amount'>, now: Date): Cancellation =>
  cancellation({ status: booking.status, startsAt: booking.sessionDate, amountPaise: Math.round(booking.amount * 100) }, true, now);

/** The confirmation's words on the money: the amount refunded (whole rupees, as the admin's screens write them), or none. */
export const refundPromise = (refundPaise: number): string => (refundPaise > 0 ? ` and ${formatAdminRupees(refundPaise / 100)} is refunded in full` : ', with nothing to refund');
