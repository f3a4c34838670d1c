// The booking the audit specs read: made through the real flow as a student would, paid with a coupon (the capture
// reported by the provider's webhook first, then the checkout's verification), moved to another hour, and cancelled
// early enough for a full refund.
import { expect } from 'vitest';
import type { CancelResponse, CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { webhookSignature } from '../platform/payments/paymentGateway';
import type { HttpClient } from './httpClient';
import type { TestApp } from './testApp';

export interface LifecycleBooking {
  bookingId: string;
  orderId: string;
  paymentId: string;
  amountPaise: number;
  student: HttpClient & { userId: string; email: string };
}

export interface BookingChoice {
  counsellorId: string;
  packageId: string;
  date: string;
  couponCode: string;
  /** What the coupon leaves to pay. */
  amountPaise: number;
}

/** Pays with the coupon, confirmed once this returns (the webhook reports the capture, then the checkout verifies it). */
export async function couponPaidBooking(app: TestApp, choice: BookingChoice, slot = '10:00 AM'): Promise<LifecycleBooking> {
  const student = await app.signUp('student');
  const booking = { counsellorId: choice.counsellorId, studentId: student.userId, packageId: choice.packageId, sessionDate: choice.date, timeSlot: slot };
  const order = await student.post('/api/payment/create-order', { amount: choice.amountPaise, booking, couponCode: choice.couponCode }).expectStatus(200).json<CreateOrderResponse>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<LocalCheckoutApproval>();
  const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: approval.razorpay_payment_id, order_id: order.id, amount: order.amount } } } });
  const headers = { 'Content-Type': 'application/json', 'X-Razorpay-Signature': webhookSignature(app.deps.payments.webhookSecret ?? '', body), 'X-Razorpay-Event-Id': `evt_${order.id}` };
  expect(await app.client().raw('POST', '/api/payment/webhook', body, headers).expectStatus(200).json()).toEqual({ status: 'ok' });
  const verify = { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount, couponCode: choice.couponCode };
  const paid = await student.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>();
  expect(paid.status).toBe('confirmed');
  return { bookingId: order.bookingId, orderId: order.id, paymentId: approval.razorpay_payment_id, amountPaise: order.amount, student };
}

/** The whole life: paid with the coupon, moved to 03:00 PM, cancelled with a full refund. */
export async function couponPaidRescheduledCancelled(app: TestApp, choice: BookingChoice): Promise<LifecycleBooking> {
  const booking = await couponPaidBooking(app, choice);
  const moved = await booking.student.post(`/api/bookings/${booking.bookingId}/reschedule`, { sessionDate: choice.date, timeSlot: '03:00 PM' }).expectStatus(200).json<StudentBooking>();
  expect(moved.timeSlot).toBe('03:00 PM');
  const cancelled = await booking.student.post(`/api/bookings/${booking.bookingId}/cancel`, {}).expectStatus(200).json<CancelResponse>();
  expect(cancelled).toMatchObject({ refunded: true, booking: { status: 'cancelled', refund: { status: 'issued' } } });
  await app.runDueJobs();
  return booking;
}
