// POST /api/payment/create-order (public-area §7): amount in paise (the total after any coupon), the booking choice and
// the coupon. Holds the slot for 15 minutes; 409 when the slot was just taken, 400 when the amount is not the price.
import { createOrderRequest, type CreateOrderRequest, type CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import { apiRequest, typed } from '../../../lib/apiClient';

export function createOrder(input: CreateOrderRequest): Promise<CreateOrderResponse> {
  return apiRequest('/api/payment/create-order', typed<CreateOrderResponse>(), { method: 'POST', json: createOrderRequest.parse(input) });
}
