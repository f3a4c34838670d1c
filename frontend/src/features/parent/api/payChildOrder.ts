// Paying the order a child placed (POST /api/payment/verify with the checkout's signed answer): the same verification
// the student's payment runs, accepted for the child's parent. The child's bookings are refetched after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { ParentChildBooking } from '@margdarshak/contracts/api/family';
import { verifyPayment } from '../../../components/checkout/verifyPayment';
import { childBookingsQueryOptions } from './childBookings';

export interface PaidOrder {
  booking: ParentChildBooking;
  childId: string;
  paymentId: string;
  orderId: string;
  signature: string;
  amountPaise: number;
}

export function verifyChildPayment({ booking, childId, paymentId, orderId, signature, amountPaise }: PaidOrder): Promise<StudentBooking> {
  const bookingData = { counsellorId: booking.counsellorId, studentId: childId, packageId: booking.packageId, sessionDate: booking.date, timeSlot: booking.timeSlot };
  return verifyPayment({ paymentId, orderId, signature, bookingData, amount: amountPaise, ...(booking.couponCode ? { couponCode: booking.couponCode } : {}) });
}

export function useVerifyChildPayment(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyChildPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: childBookingsQueryOptions(childId).queryKey }),
  });
}
