// POST /api/bookings/{id}/cancel {} on a booking not yet paid: frees the slot an earlier, abandoned order held, so the
// student can order again with another coupon without waiting 15 minutes for the hold to lapse.
import { apiSend } from '../../../lib/apiClient';

export function releaseOrder(bookingId: string): Promise<void> {
  return apiSend(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, { method: 'POST', json: {} });
}
