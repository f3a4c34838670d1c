// The local gateway's test checkout: POST /api/payment/local/approve and /decline {orderId}. Approve answers the fields
// Razorpay Checkout gives its handler; decline answers Razorpay's error shape and fails the order.
import { localCheckoutRequest, type LocalCheckoutApproval } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../lib/apiClient';

export interface LocalCheckoutDecline {
  error: { code: string; description: string };
}

export function approveTestPayment(orderId: string): Promise<LocalCheckoutApproval> {
  return apiRequest('/api/payment/local/approve', typed<LocalCheckoutApproval>(), { method: 'POST', json: localCheckoutRequest.parse({ orderId }) });
}

export function declineTestPayment(orderId: string): Promise<LocalCheckoutDecline> {
  return apiRequest('/api/payment/local/decline', typed<LocalCheckoutDecline>(), { method: 'POST', json: localCheckoutRequest.parse({ orderId }) });
}
