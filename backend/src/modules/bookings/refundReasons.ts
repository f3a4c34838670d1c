// Why a payment is given back, in the sentence its payer reads: in the answer to their verify and in the mail that
// follows.
import type { RefundReason } from './booking';

export const refundReasons: Record<RefundReason, string> = {
  slot_lost: 'This time slot was booked by someone else while you were paying',
  student_busy: 'You booked another session at this time while you were paying',
  coupon_used_up: 'The coupon ran out while you were paying',
  paid_after_cancel: 'This booking had already been cancelled when your payment arrived',
  already_paid: 'This booking was already paid',
  counsellor_removed: 'This counsellor is no longer taking sessions',
  student_removed: 'This account was deleted',
  requested: 'This booking was cancelled',
  paid_too_late: 'Your payment reached us after the session’s start time, so the session could not be booked',
  counsellor_no_show: 'Your counsellor did not come to the session',
  session_started: 'Your payment reached us before the session’s start time, but the session had already begun by the time we could book it, so it could not go ahead',
};
