// Booking, payment and schedule calls (public-area §3, §7; dashboards §3, §7). Amounts in requests are paise, as the
// spec's "rupees x 100"; the student's list shows rupees.
import { z } from 'zod';
import { weeklyHours } from '../schedule/slots';
import { businessDate, uuidId } from './bounds';
import { payerStateCode } from '../invoices/gstStates';
import type { ReportLink, SessionTest } from './personalityTests';

export const slotString = z.string('Choose a time slot such as 10:00 AM').regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, 'Choose a time slot such as 10:00 AM');

/** The booking choice the pages carry: verify's bookingData and create-order's booking. */
export const BOOKING_CHOICE_NEEDED = 'Choose a counsellor, a package, a date and a time';
export const bookingData = z.object(
  {
    counsellorId: uuidId('Counsellor not found'),
    studentId: uuidId('Student not found'),
    packageId: uuidId('Package not found'),
    sessionDate: businessDate,
    timeSlot: slotString,
  },
  BOOKING_CHOICE_NEEDED,
);
export type BookingData = z.infer<typeof bookingData>;

const couponCode = z
  .string('Please enter a valid coupon code')
  .trim()
  .max(40, 'Please enter a valid coupon code')
  .toUpperCase()
  .optional()
  .transform((code) => code || undefined);

export const createOrderRequest = z.object({
  /** 0 when a coupon takes the whole price off: the session is then booked without the gateway. */
  amount: z.number('Amount must be in paise').int('Amount must be in paise').nonnegative('Amount must be in paise'),
  booking: bookingData,
  couponCode,
  /** The payer's GST state code, for the place of supply on their tax invoice (decision 0140); none: intra-state. */
  payerState: payerStateCode.optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

export interface CreateOrderResponse {
  id: string;
  amount: number;
  currency: 'INR';
  bookingId: string;
  gateway: 'local' | 'razorpay';
  /** The gateway's public key id, for its checkout. */
  keyId: string;
  /** When the hold on the slot lapses without payment. */
  holdUntil: string;
  /**
   * 'awaiting_payment': open the gateway's checkout with `id`. With nothing to pay (a coupon took the whole price off,
   * `amount` 0, `id` empty) there is no checkout: 'confirmed' once booked, 'processing' if it is still being booked.
   */
  status: 'awaiting_payment' | 'confirmed' | 'processing';
}

export const verifyPaymentRequest = z.object({
  paymentId: z.string().min(1).max(100),
  orderId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
  bookingData,
  amount: z.number().int().positive(),
  couponCode,
});
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequest>;

/**
 * One payment captured for a booking, with its refund (read from the booking_payments read model): a booking paid twice
 * has two lines, so a second capture and its refund are never hidden behind the first.
 */
export interface BookingPaymentLine {
  paymentId: string;
  /** Rupees, as the API speaks them. */
  amount: number;
  /**
   * 'kept': the booking was confirmed on it; 'returned': the booking never stood on it (lost while paying, paid twice,
   * paid after a cancellation or the start), so it is given back in full; 'processing': captured, still being applied.
   */
  status: 'kept' | 'returned' | 'processing';
  /** Refunds are in full: due until the provider issues it. */
  refund: { amount: number; status: 'issued' | 'due' } | null;
  /** When it was captured, ISO 8601. */
  at: string;
}

export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A booking as the student's dashboard reads it (dashboards §3), plus the slot and what a cancellation refunded. */
export interface StudentBooking {
  id: string;
  sessionId: string;
  counsellorId: string;
  counsellorName: string;
  packageId: string;
  packageName: string;
  packageType: 'basic' | 'advanced' | 'comprehensive';
  /** The session's start, ISO 8601. */
  sessionDate: string;
  date: string;
  timeSlot: string;
  bookingDate: string;
  status: BookingStatus;
  /** Rupees paid (after any coupon). */
  amount: number;
  couponCode: string | null;
  /** `paymentId` and `refund` summarise the payment the booking stands on (dashboards §3); `payments` lists every one. */
  paymentId: string | null;
  refund: { amount: number; status: 'issued' | 'due' } | null;
  /** Every payment captured for it, oldest first, each with its refund: none for a booking with nothing to pay. */
  payments: BookingPaymentLine[];
  sessionSummary: string | null;
  documents: { path: string }[];
  /** The reports released for this session, oldest first. */
  session: { reports: ReportLink[] };
  /** The tests the package includes (dashboards §5), with where the student is in each. */
  tests: SessionTest[];
  /** Chat messages from the counsellor the student has not read (on the session list). */
  unreadMessages?: number;
  /** On the student's own list: why the session's video room is closed to them (their parent withdrew consent), or null. */
  roomClosedMessage?: string | null;
}

export const rescheduleRequest = z.object({ sessionDate: businessDate, timeSlot: slotString });
export type RescheduleRequest = z.infer<typeof rescheduleRequest>;

export interface CancelResponse {
  booking: StudentBooking;
  refunded: boolean;
  message: string;
}

export const availabilityRequest = z.object({ weekly: weeklyHours, daysOff: z.array(businessDate).max(60) });
export type Availability = z.infer<typeof availabilityRequest>;

export const slotsQuery = z.object({ date: businessDate });

export interface AvailableSlotsResponse {
  availableSlots: string[];
}

/** The local test checkout's answers (the embedded default gateway; Razorpay Checkout gives the same fields). */
export const localCheckoutRequest = z.object({ orderId: z.string().min(1).max(100) });
export interface LocalCheckoutApproval {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** GET /api/payment/payer-state: the state the signed-in payer gave on their last order, to offer it again. */
export interface PayerStateResponse {
  payerState: string | null;
}
