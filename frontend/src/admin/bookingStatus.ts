// A booking's status as the back office shows it wherever a booking appears (the bookings list, the overview, a
// student's page): dashboards §2's badge colours, and why a row shown as cancelled was never paid.
import { adminBookingStatuses, type AdminBooking } from '@margdarshak/contracts/api/admin';
import type { BookingStatus } from '@margdarshak/contracts/api/bookings';

export type BadgeColour = 'success' | 'warning' | 'info' | 'error';

/** Confirmed green, pending yellow, completed blue, cancelled red. */
export const statusLabels: Record<BookingStatus, { label: string; color: BadgeColour }> = {
  pending: { label: 'Pending', color: 'warning' },
  confirmed: { label: 'Confirmed', color: 'success' },
  completed: { label: 'Completed', color: 'info' },
  cancelled: { label: 'Cancelled', color: 'error' },
};

/** The status filter's choices; its empty choice, 'All', sends no status at all. */
export const statusChoices = adminBookingStatuses.map((id) => ({ id, name: statusLabels[id].label }));

/** A checkout that was never paid shows as cancelled; this says why, so no one looks for money that never came. */
export function unpaidNote(booking: Pick<AdminBooking, 'unpaid'>): string | null {
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
