// A plain receipt for what a parent (or their child) paid for a session: the session, the price, the coupon and its
// discount, the amount, when and the payment's reference, and a refund if one followed. Not a tax invoice (those are
// issue 31's, decision 0102). Only for a booking that was booked: one lost while paying has its payment returned instead.
import type { ParentReceipt } from '@margdarshak/contracts/api/parentDashboard';
import { paymentLinesOf } from '@margdarshak/projections/bookings/bookingPaymentsQueries';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { studentNames } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/http/errors';

/** The cancellations of a booking that had been booked (the others were lost while it was being paid). */
const bookedThenCancelled = new Set(['requested', 'counsellor_removed', 'student_removed']);

export async function parentReceipt(deps: AppDeps, childId: string, bookingId: string): Promise<ParentReceipt> {
  const row = await findBooking(deps.db, bookingId);
  const booked = row && (row.status === 'confirmed' || row.status === 'completed' || (row.status === 'cancelled' && bookedThenCancelled.has(row.cancelReason ?? '')));
  if (!row || row.studentId !== childId || !booked) throw new NotFoundError('There is no receipt for this session');
  const [lines, counsellor, names] = await Promise.all([paymentLinesOf(deps.db, [row.id]), findCounsellor(deps.db, row.counsellorId), studentNames(deps.db, [childId])]);
  const line = lines.get(row.id)?.find((payment) => payment.paymentId === row.paymentId);
  return {
    bookingId: row.id,
    childName: names.get(childId) ?? 'Your child',
    packageId: row.packageId,
    packageName: row.packageName,
    counsellorName: counsellor?.name ?? 'Your counsellor',
    sessionDate: row.startsAt,
    price: row.pricePaise / 100,
    couponCode: row.couponCode,
    discount: row.discountPaise / 100,
    amount: row.amountPaise / 100,
    paidAt: line?.at ?? row.createdAt,
    paymentId: row.paymentId,
    refund: line?.refund ?? null,
  };
}
