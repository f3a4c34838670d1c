// The back office's own reads (dashboards §2, §3, §7): the overview's figures, the students and the bookings, in
// ra-data-simple-rest's protocol, and the admin's cancellation. Amounts are rupees, as the spec's admin views show them.
import { z } from 'zod';
import { idFilter } from './bounds';
import { bookingStatuses, type BookingPaymentLine, type BookingStatus } from './bookings';
import type { PackageType } from './packages';

/** GET /api/admin/stats (dashboards §3). Revenue is payments captured less refunds issued; 'this month' is India's. */
export interface AdminStats {
  /** Students with an account (the people the Users tab lists). */
  userCount: number;
  /** Counsellor accounts, whatever their status. */
  counsellorCount: number;
  pendingCounsellorsCount: number;
  /** Bookings that were paid for (confirmed at least once), whatever happened to them after. */
  bookingsCount: number;
  completedBookingsCount: number;
  totalRevenue: number;
  monthlyRevenue: number;
}

/** How many months GET /api/admin/stats/months answers, the current one last. */
export const ADMIN_STATS_MONTHS = 12;

/** One month of the overview's chart (India time): money by when it moved, bookings by when they were confirmed. */
export interface AdminStatsMonth {
  /** YYYY-MM */
  month: string;
  captured: number;
  refunded: number;
  revenue: number;
  bookings: number;
}

/** A student as the Users tab shows them (dashboards §3's admin user). */
export interface AdminUser {
  id: string;
  email: string;
  role: 'student';
  /** The profile's name, or the e-mail's local part before the first save (the spec's fallback). */
  name: string;
  createdAt: string;
  profileComplete: boolean;
  profile: { name: string | null; profilePhoto: string | null };
  /** How the person signs in. */
  accountType: 'email';
  /** The student asked for a change of parent that waits for confirmation (the parent's, or an admin's). */
  parentChangeWaiting: boolean;
}

export const adminUserSortFields = ['createdAt', 'name', 'email'] as const;

/** Dashboard statuses; a checkout that was never paid (failed or lapsed) is shown as cancelled, with `unpaid` saying why. */
export const adminBookingStatuses = bookingStatuses;

export const adminBookingSortFields = ['sessionDate', 'bookingDate', 'amount', 'status'] as const;

/** How a booking names a student whose account was erased. */
export const ERASED_STUDENT_NAME = 'Erased student';

/** A booking as the back office lists and shows it (dashboards §2, §3). */
export interface AdminBooking {
  id: string;
  studentId: string;
  studentName: string;
  /** null once the student's account is erased. */
  studentEmail: string | null;
  counsellorId: string;
  counsellorName: string;
  packageId: string;
  packageName: string;
  packageType: PackageType;
  /** The session's start, ISO 8601. */
  sessionDate: string;
  date: string;
  timeSlot: string;
  bookingDate: string;
  status: BookingStatus;
  /** Why a booking never paid for shows as cancelled: the payment failed, or the hold lapsed. */
  unpaid: 'failed' | 'expired' | null;
  /** Rupees charged (after any coupon). */
  amount: number;
  price: number;
  discount: number;
  couponCode: string | null;
  orderId: string | null;
  /** `paymentId` and `refund` summarise the payment the booking stands on; `payments` lists every one captured. */
  paymentId: string | null;
  refund: { amount: number; status: 'issued' | 'due'; refundId: string | null } | null;
  payments: BookingPaymentLine[];
  /** Who cancelled and why, when cancelled. */
  cancellation: { by: 'student' | 'admin' | 'system'; reason: string; note: string | null } | null;
}

/** The `filter` of GET /api/admin/bookings. */
export const adminBookingFilter = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(adminBookingStatuses).optional(),
  id: idFilter,
});

/** The `filter` of GET /api/admin/users. */
export const adminUserFilter = z.object({
  q: z.string().trim().max(100).optional(),
  id: idFilter,
  parentChangeWaiting: z.boolean('Must be true or false').optional(),
});

/**
 * POST /api/bookings/{id}/cancel from the back office: the spec's empty body still works; the admin may say why, and
 * the reason is kept on the booking's history. An admin's cancellation always refunds what was paid, in full.
 */
export const adminCancelRequest = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500, 'At most 500 characters')
      .optional()
      .transform((r) => r || undefined),
  })
  .optional()
  .transform((body): { reason?: string } => body ?? {});
