// A booking's life (stream booking-{bookingId}): requested with a held slot, an order, a payment captured (verified),
// then applied: confirmed, or the booking lost and the payment owed back; or failed, expired, cancelled (with or without
// a refund), rescheduled, completed; and the reminders mailed before the session. A capture the booking cannot take (already paid, cancelled) is owed back too.
// Amounts are integer paise.
import { z } from 'zod';
import { gstStateCode } from '../invoices/gstDetails';
import { dateString } from '../schedule/slots';

const bookingId = z.uuid();
const paise = z.number().int().nonnegative();

export const bookingEvents = {
  BookingRequested: {
    version: 1,
    schema: z.object({
      bookingId,
      studentId: z.uuid(),
      counsellorId: z.uuid(),
      packageId: z.uuid(),
      packageType: z.enum(['basic', 'advanced', 'comprehensive']),
      packageName: z.string(),
      date: dateString,
      slot: z.string(),
      startsAt: z.iso.datetime(),
      pricePaise: paise,
      couponCode: z.string().nullable(),
      discountPaise: paise,
      amountPaise: paise,
      holdUntil: z.iso.datetime(),
      /**
       * The consenting parent who placed this order for their child, to pay it themself (issue 30: the session the
       * child asked them for); absent when the student placed it (and on every event recorded before it was carried).
       */
      orderedByParentId: z.uuid().optional(),
      /**
       * The payer's GST state code as they gave it at checkout: the place of supply on the invoice (decision 0140).
       * Absent when they gave none (intra-state), and on every event recorded before checkout asked it. Any code of the
       * GST scheme: checkout offers today's list, and an event stays valid whatever later becomes of that list.
       */
      payerState: gstStateCode.optional(),
    }),
  },
  PaymentOrderCreated: { version: 1, schema: z.object({ bookingId, orderId: z.string(), amountPaise: paise, currency: z.literal('INR'), gateway: z.enum(['local', 'razorpay']) }) },
  PaymentVerified: { version: 1, schema: z.object({ bookingId, orderId: z.string(), paymentId: z.string(), amountPaise: paise, via: z.enum(['checkout', 'webhook', 'reconciler']) }) },
  /**
   * Confirmed on a captured payment, or (paymentId null) with nothing to pay: a coupon took the whole price off, and
   * `amountPaise` 0 and `couponCode` say so. Events before free bookings carry the payment alone.
   */
  BookingConfirmed: { version: 1, schema: z.object({ bookingId, paymentId: z.string().nullable(), amountPaise: paise.optional(), couponCode: z.string().nullable().optional() }) },
  PaymentFailed: { version: 1, schema: z.object({ bookingId, orderId: z.string(), reason: z.string() }) },
  BookingExpired: { version: 1, schema: z.object({ bookingId }) },
  BookingCancelled: {
    version: 1,
    schema: z.object({
      bookingId,
      by: z.enum(['student', 'admin', 'system']),
      /**
       * paid_too_late: the payment reached us once the session's start had passed, so it was returned, never kept.
       * session_started: it reached us before the start, but the session had begun by the time it was applied; returned too.
       * counsellor_no_show: an admin found the counsellor did not come (NoShowResolved just before it); refunded in full.
       */
      reason: z.enum([
        'requested',
        'slot_lost',
        'student_busy',
        'coupon_used_up',
        'paid_after_cancel',
        'counsellor_removed',
        'student_removed',
        'paid_too_late',
        'session_started',
        'counsellor_no_show',
      ]),
      refundDue: z.boolean(),
      /** An admin's own words on why (absent on other cancellations and on events recorded before it was carried). */
      note: z.string().max(500).optional(),
      /** The payment owed back when refundDue (absent on events recorded before it was carried). */
      paymentId: z.string().nullable().optional(),
    }),
  },
  /** A captured payment the booking cannot take (it was paid already, or cancelled): owed back in full. */
  PaymentRefundDue: { version: 1, schema: z.object({ bookingId, paymentId: z.string(), amountPaise: paise, reason: z.enum(['already_paid', 'paid_after_cancel']) }) },
  RefundIssued: { version: 1, schema: z.object({ bookingId, paymentId: z.string(), refundId: z.string(), amountPaise: paise }) },
  BookingRescheduled: { version: 1, schema: z.object({ bookingId, fromDate: dateString, fromSlot: z.string(), date: dateString, slot: z.string(), startsAt: z.iso.datetime() }) },
  BookingCompleted: { version: 1, schema: z.object({ bookingId }) },
  /**
   * The student or the counsellor says the other did not come, from the start until 48 hours after it. `note` is their
   * own words, sealed with the reporter's key.
   */
  NoShowReported: { version: 1, schema: z.object({ bookingId, by: z.enum(['student', 'counsellor']), absent: z.enum(['student', 'counsellor']), note: z.string() }) },
  /**
   * An admin's finding on who did not come, and why (`reason`, the admin's words). The counsellor absent: the booking is
   * cancelled in the same decision (BookingCancelled, counsellor_no_show) with the payment owed back in full; the
   * student absent: nothing is refunded and the booking stays as it was.
   */
  NoShowResolved: { version: 1, schema: z.object({ bookingId, absent: z.enum(['student', 'counsellor']), reason: z.string().max(500), refundDue: z.boolean() }) },
  /** A reminder mailed to one party before the session at `startsAt` (24 hours or 1 hour ahead): sent once, recorded after. */
  SessionReminderSent: { version: 1, schema: z.object({ bookingId, kind: z.enum(['24h', '1h']), startsAt: z.iso.datetime(), to: z.enum(['student', 'counsellor']) }) },
} as const;

type EventOf<Type extends keyof typeof bookingEvents> = { type: Type; data: z.infer<(typeof bookingEvents)[Type]['schema']> };

export type BookingEvent = { [Type in keyof typeof bookingEvents]: EventOf<Type> }[keyof typeof bookingEvents];

/** Stream payment-webhook-{eventId}: its first event marks a provider's webhook as handled (they are re-delivered). */
export const paymentWebhookEvents = {
  PaymentWebhookReceived: {
    version: 1,
    schema: z.object({ eventId: z.string(), event: z.string(), orderId: z.string().nullable(), paymentId: z.string().nullable(), amountPaise: paise.optional() }),
  },
} as const;
