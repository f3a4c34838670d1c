// How the back office reads a booking (dashboards §2, §3): its status badge, whether it was ever paid, its refund, who
// cancelled it and why, and whether an admin may still cancel it.
import { adminBookingStatuses, type AdminBooking } from '@margdarshak/contracts/api/admin';
import type { BookingStatus } from '@margdarshak/contracts/api/bookings';
import { formatAdminRupees } from '../../adminFormat';

export type BookingRecord = AdminBooking;

export type BadgeColour = 'success' | 'warning' | 'info' | 'error';

/** dashboards §2: confirmed green, pending yellow, completed blue, cancelled red. */
export const statusLabels: Record<BookingStatus, { label: string; color: BadgeColour }> = {
  pending: { label: 'Pending', color: 'warning' },
  confirmed: { label: 'Confirmed', color: 'success' },
  completed: { label: 'Completed', color: 'info' },
  cancelled: { label: 'Cancelled', color: 'error' },
};

/** The status filter's choices; its empty choice, 'All', sends no status at all. */
export const statusChoices = adminBookingStatuses.map((id) => ({ id, name: statusLabels[id].label }));

/** A checkout that was never paid shows as cancelled; this says why, so no one looks for money that never came. */
export function unpaidNote(booking: Pick<BookingRecord, 'unpaid'>): string | null {
  switch (booking.unpaid) {
    case 'failed':
      return 'Never paid: the payment failed';
    case 'expired':
      return 'Never paid: the checkout lapsed';
    case null:
      return null;
    default: {
      const unknown: never = booking.unpaid;
      return unknown;
    }
  }
}

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
};

/** Who cancelled, why (the recorded reason in words) and the admin's own note, if any. */
export function cancellationText(cancellation: NonNullable<BookingRecord['cancellation']>): { by: string; reason: string; note: string | null } {
  return { by: cancelledBy[cancellation.by], reason: cancelReasons[cancellation.reason] ?? cancellation.reason.replace(/_/g, ' '), note: cancellation.note };
}

/** An admin may cancel a booking until it has taken place or is cancelled already (the server also refuses a started one). */
export const canCancel = (booking: Pick<BookingRecord, 'status'>): boolean => booking.status === 'pending' || booking.status === 'confirmed';
