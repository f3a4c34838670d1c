// A booking row's status after each of its events, and the status the dashboards show for it. The bookings read model
// keeps the same statuses (bookingsProjection.ts); the back office's figures (adminStats) count by them, and a spec
// checks both agree on every booking.
import type { BookingStatus } from '@margdarshak/contracts/api/bookings';
import type { BookingRowStatus } from './bookingsProjection';

/** The events that set a booking's status, and the status each sets; any other event leaves it as it was. */
export const bookingStatusAfter: Readonly<Partial<Record<string, BookingRowStatus>>> = {
  BookingRequested: 'pending',
  BookingConfirmed: 'confirmed',
  PaymentFailed: 'failed',
  BookingExpired: 'expired',
  BookingCancelled: 'cancelled',
  BookingCompleted: 'completed',
};

/** A checkout never paid for (failed, or its hold lapsed) shows as cancelled, as toStudentBooking shows it. */
export function dashboardStatus(status: BookingRowStatus): BookingStatus {
  return status === 'failed' || status === 'expired' ? 'cancelled' : status;
}
