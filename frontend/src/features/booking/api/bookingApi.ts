// The booking calls (public-area §7): open slots per date, coupon validation, the payment order and its verification.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateOrderResponse, LocalCheckoutApproval, StudentBooking, VerifyPaymentRequest } from '@margdarshak/contracts/api/bookings';
import type { ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import { apiRequest, typed } from '../../../lib/apiClient';


export function useAvailableSlots(counsellorId: string, date: string | null) {
  return useQuery({
    queryKey: ['slots', counsellorId, date],
    queryFn: ({ signal }) => apiRequest(`/api/counsellors/${encodeURIComponent(counsellorId)}/available-slots?date=${date ?? ''}`, typed<{ availableSlots: string[] }>(), { signal, cache: 'no-store' }),
    enabled: date !== null,
    staleTime: 0,
  });
}

export const validateCoupon = (code: string, amount: number, packageId: string) =>
  apiRequest('/api/coupons/validate', typed<ValidateCouponResponse>(), { method: 'POST', json: { code, amount, packageId } });

export const createOrder = (body: { amount: number; booking: VerifyPaymentRequest['bookingData']; couponCode?: string }) =>
  apiRequest('/api/payment/create-order', typed<CreateOrderResponse>(), { method: 'POST', json: body });

export const verifyPayment = (body: VerifyPaymentRequest) => apiRequest('/api/payment/verify', typed<StudentBooking>(), { method: 'POST', json: body });

export const approveTestPayment = (orderId: string) => apiRequest('/api/payment/local/approve', typed<LocalCheckoutApproval>(), { method: 'POST', json: { orderId } });

export const declineTestPayment = (orderId: string) =>
  apiRequest('/api/payment/local/decline', typed<{ error: { code: string; description: string } }>(), { method: 'POST', json: { orderId } });

export function useValidateCoupon() {
  return useMutation({ mutationFn: ({ code, amount, packageId }: { code: string; amount: number; packageId: string }) => validateCoupon(code, amount, packageId) });
}
