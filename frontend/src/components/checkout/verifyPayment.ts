// POST /api/payment/verify (public-area §7): the checkout's signed answer confirms the booking. 409 {error, refunded}
// when the slot, the student's hour or the coupon was lost meanwhile (the payment is refunded); 202 with the booking
// still 'pending' when the payment is recorded and its confirmation still under way. The student's list is refetched by
// the dashboard, which the page opens next with ?booking=confirmed. A parent paying the order a child placed sends the
// same request (features/parent/api/payChildOrder.ts).
import { verifyPaymentRequest, type StudentBooking, type VerifyPaymentRequest } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../lib/apiClient';

export function verifyPayment(input: VerifyPaymentRequest): Promise<StudentBooking> {
  return apiRequest('/api/payment/verify', typed<StudentBooking>(), { method: 'POST', json: verifyPaymentRequest.parse(input) });
}
