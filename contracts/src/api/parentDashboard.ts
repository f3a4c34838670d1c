// The parent dashboard's own parts: the parent's settings (whether we mail them reminders), a payment's receipt, and
// the children whose accounts were deleted.
import { z } from 'zod';

export const parentDashboardPaths = {
  settings: '/api/parent/settings',
  receipt: (childId: string, bookingId: string) => `/api/parent/children/${encodeURIComponent(childId)}/bookings/${encodeURIComponent(bookingId)}/receipt`,
  deletedChildren: '/api/parent/deleted-children',
} as const;

/** PUT /api/parent/settings */
export const parentSettingsRequest = z.object({ reminders: z.boolean('Please say whether you want reminders (true or false)') });
export type ParentSettingsRequest = z.infer<typeof parentSettingsRequest>;

/** GET and PUT /api/parent/settings answer the settings as they now stand. */
export interface ParentSettings {
  reminders: boolean;
}

/**
 * GET /api/parent/children/{childId}/bookings/{bookingId}/receipt: what was paid for a confirmed session, a plain receipt
 * (not a tax invoice). Rupees, as the API speaks them; `paymentId` null when a coupon took the whole price off.
 */
export interface ParentReceipt {
  bookingId: string;
  childName: string;
  packageId: string;
  /** The name it was sold under. */
  packageName: string;
  counsellorName: string;
  /** The session's start, ISO 8601. */
  sessionDate: string;
  price: number;
  couponCode: string | null;
  discount: number;
  amount: number;
  /** When it was paid (or booked, with nothing to pay), ISO 8601. */
  paidAt: string;
  paymentId: string | null;
  refund: { amount: number; status: 'issued' | 'due' } | null;
}

/** GET /api/parent/deleted-children: when each child's account the parent had consented for was deleted, newest first. */
export interface DeletedChild {
  deletedAt: string;
}
