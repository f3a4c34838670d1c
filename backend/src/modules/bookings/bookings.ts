// Booking use cases: an order for a held slot, a payment confirmed exactly once (checkout, webhook or reconciler),
// failures and lapses that free the slot, cancellations with the 24-hour refund rule, and rescheduling.
import { randomUUID } from 'node:crypto';
import type { CancelResponse, CreateOrderResponse, StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';
import { HOLD_MINUTES, dateRefusal, dateRefusalMessages, slotStart } from '@margdarshak/contracts/schedule/slots';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { findPackage } from '@margdarshak/projections/packages/packagesQueries';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';
import { bookingWithNames, findBooking, findBookingByOrder } from '@margdarshak/projections/bookings/bookingsQueries';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { quoteCoupon, redeemCoupon } from '../coupons';
import { bookSessionTime, holdSessionTime, offersSlot, releaseSessionTime, studentClaimAt, type SessionTime } from '../schedule/schedule';
import { studentBusy } from '../schedule/studentDay';
import { bookingStream, evolveBooking, initialBooking, type BookingState } from './booking';
import { decideBooking, type BookingCommand, type LostReason } from './booking.decider';
import { sendBookingNotice } from './bookingMail';

const aggregate = { initialState: initialBooking, evolve: evolveBooking };
const system: Actor = { role: 'system' };

const run = (deps: AppDeps, bookingId: string, command: BookingCommand, actor: Actor, skipReadWait = false) =>
  handleCommand<BookingState, BookingEvent>(deps, aggregate, bookingStream(bookingId), (state, now) => decideBooking(command, state, now), actor, { skipReadWait });

const load = (deps: AppDeps, bookingId: string): Promise<BookingState> => loadState(deps.eventStore, aggregate, bookingStream(bookingId));

async function view(deps: AppDeps, bookingId: string): Promise<StudentBooking> {
  const booking = await bookingWithNames(deps.db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found');
  return booking;
}

const timeOf = (row: BookingRow): SessionTime => ({ counsellorId: row.counsellorId, studentId: row.studentId, date: row.date, slot: row.slot, bookingId: row.id });

export interface OrderInput {
  amount: number;
  booking: { counsellorId: string; studentId: string; packageId: string; sessionDate: string; timeSlot: string };
  couponCode: string | undefined;
}

/** POST /api/payment/create-order: every amount computed here; a client amount that differs is refused, never charged. */
export async function createOrder(deps: AppDeps, student: CurrentUser, input: OrderInput, actor: Actor): Promise<CreateOrderResponse> {
  const { booking } = input;
  if (booking.studentId !== student.id) throw new ForbiddenError('You can only book sessions for yourself');
  const now = deps.clock.now();
  const refusal = dateRefusal(booking.sessionDate, now);
  if (refusal) throw new DomainError('DATE_NOT_BOOKABLE', dateRefusalMessages[refusal], 422);
  const [counsellor, pkg] = await Promise.all([findCounsellor(deps.db, booking.counsellorId), findPackage(deps.db, booking.packageId)]);
  if (!counsellor || (counsellor.status !== 'approved' && counsellor.status !== 'paused')) throw new NotFoundError('Counsellor not found');
  if (counsellor.status !== 'approved') throw new DomainError('COUNSELLOR_UNAVAILABLE', 'This counsellor is not taking bookings right now', 409);
  if (!pkg) throw new NotFoundError('Package not found');
  const offered = { basic: counsellor.offersBasic, advanced: counsellor.offersAdvanced, comprehensive: counsellor.offersComprehensive }[pkg.type];
  if (!offered) throw new DomainError('PACKAGE_NOT_OFFERED', 'This counsellor does not offer this package', 422);
  if (!(await offersSlot(deps, counsellor.id, booking.sessionDate, booking.timeSlot))) throw new DomainError('SLOT_NOT_OFFERED', 'This time slot is not available on that day', 422);
  const startsAt = slotStart(booking.sessionDate, booking.timeSlot).toISOString();
  // A student who opened an order and came back (a reload, another tab) starts afresh: their unpaid hold gives way.
  const mine = await studentClaimAt(deps, student.id, booking.sessionDate, booking.timeSlot);
  if (mine) await giveWay(deps, { ...mine, studentId: student.id, date: booking.sessionDate, slot: booking.timeSlot }, actor);

  const pricePaise = pkg.price * 100;
  const quote = input.couponCode ? await quoteCoupon(deps, { code: input.couponCode, pricePaise, packageType: pkg.type, studentId: student.id }) : undefined;
  const amountPaise = quote ? quote.finalPaise : pricePaise;
  if (input.amount !== amountPaise) throw new DomainError('AMOUNT_MISMATCH', `The amount does not match the price: ₹${(amountPaise / 100).toFixed(2)} is due`, 400);

  const bookingId = randomUUID();
  const holdUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  await holdSessionTime(deps, { counsellorId: counsellor.id, studentId: student.id, date: booking.sessionDate, slot: booking.timeSlot, bookingId }, holdUntil, actor);
  const request = {
    bookingId,
    studentId: student.id,
    counsellorId: counsellor.id,
    packageId: pkg.id,
    packageType: pkg.type,
    packageName: pkg.name,
    date: booking.sessionDate,
    slot: booking.timeSlot,
    startsAt,
    pricePaise,
    couponCode: quote?.code ?? null,
    discountPaise: quote?.discountPaise ?? 0,
    amountPaise,
    holdUntil: holdUntil.toISOString(),
  };
  await run(deps, bookingId, { type: 'Request', request }, actor, true);
  const order = await deps.payments.createOrder({ amountPaise, receipt: bookingId });
  await run(deps, bookingId, { type: 'RecordOrder', orderId: order.id, gateway: deps.payments.name }, actor);
  return { ...order, bookingId, gateway: deps.payments.name, keyId: deps.payments.keyId, holdUntil: request.holdUntil };
}

/**
 * The student's own claim on the hour gives way if it is an unpaid order (a reload, another tab); a paid session, or an
 * order still being placed, does not. The booking decides on its own stream, so a payment arriving meanwhile wins.
 */
async function giveWay(deps: AppDeps, claim: { bookingId: string; booked: boolean; counsellorId: string | undefined; studentId: string; date: string; slot: string }, actor: Actor): Promise<void> {
  const { counsellorId } = claim;
  if (claim.booked || !counsellorId) throw studentBusy();
  try {
    await run(deps, claim.bookingId, { type: 'Abandon' }, actor, true);
  } catch (error) {
    if (error instanceof DomainError) throw studentBusy();
    throw error;
  }
  await releaseSessionTime(deps, { ...claim, counsellorId }, 'cancelled', actor);
}

/** The payment went through but the booking could not stand (slot or coupon lost meanwhile): refunded, and said so. */
export class LostBookingError extends DomainError {
  constructor(message: string) {
    super('BOOKING_LOST', message, 409, { refunded: true });
  }
}

export interface PaymentInput {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  via: 'checkout' | 'webhook' | 'reconciler';
}

/** Confirms a paid booking once, whoever reports the payment first; a repeat answers the same booking. */
export async function confirmPayment(deps: AppDeps, payment: PaymentInput, actor: Actor, studentId?: string): Promise<StudentBooking> {
  const row = await findBookingByOrder(deps.db, payment.orderId);
  if (!row || (studentId !== undefined && row.studentId !== studentId)) throw new NotFoundError('Order not found');
  const state = await load(deps, row.id);
  // A payment for an order the student had already given up (cancelled unpaid) is never kept.
  if (state.phase === 'cancelled' && state.paymentId === null) return refundLost(deps, row, payment, 'paid_after_cancel', actor);
  // Dry run: a forged order, a changed amount or a finished booking is refused before anything is written.
  const planned = decideBooking({ type: 'ConfirmPayment', ...payment }, state, deps.clock.now());
  if (planned.length === 0) return view(deps, row.id);

  try {
    await bookSessionTime(deps, timeOf(row), actor);
  } catch (error) {
    if (error instanceof ConflictError) return refundLost(deps, row, payment, error.code === 'STUDENT_BUSY' ? 'student_busy' : 'slot_lost', actor);
    throw error;
  }
  if (row.couponCode) {
    try {
      await redeemCoupon(deps, { code: row.couponCode, bookingId: row.id, studentId: row.studentId, pricePaise: row.pricePaise, packageType: row.packageType, discountPaise: row.discountPaise }, actor);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await releaseSessionTime(deps, timeOf(row), 'cancelled', actor);
      return refundLost(deps, row, payment, 'coupon_used_up', actor);
    }
  }
  let events: BookingEvent[];
  try {
    ({ events } = await run(deps, row.id, { type: 'ConfirmPayment', ...payment }, actor));
  } catch (error) {
    // Given up by the student while this payment was being checked (another order for the same hour): never kept.
    if (!(error instanceof DomainError) || (await load(deps, row.id)).phase !== 'cancelled') throw error;
    await releaseSessionTime(deps, timeOf(row), 'cancelled', actor);
    return refundLost(deps, row, payment, 'paid_after_cancel', actor);
  }
  const booked = await findBooking(deps.db, row.id);
  if (events.length > 0 && booked) await sendBookingNotice(deps, booked, 'confirmed');
  return view(deps, row.id);
}

const lostReasons: Record<LostReason, string> = {
  slot_lost: 'This time slot was booked by someone else while you were paying',
  student_busy: 'You booked another session at this time while you were paying',
  coupon_used_up: 'The coupon ran out while you were paying',
  paid_after_cancel: 'This booking had already been cancelled when your payment arrived',
};

async function refundLost(deps: AppDeps, row: BookingRow, payment: PaymentInput, reason: LostReason, actor: Actor): Promise<never> {
  await run(deps, row.id, { type: 'RecordPaymentOnLostBooking', ...payment, reason }, actor);
  await issueRefund(deps, row.id, payment.paymentId, row.amountPaise, actor);
  throw new LostBookingError(`${lostReasons[reason]}. Your payment of ₹${(row.amountPaise / 100).toFixed(2)} has been refunded in full; it reaches your account within 5-7 business days.`);
}

async function issueRefund(deps: AppDeps, bookingId: string, paymentId: string, amountPaise: number, actor: Actor): Promise<void> {
  const refund = await deps.payments.refund({ paymentId, amountPaise, idempotencyKey: `refund-${bookingId}` });
  await run(deps, bookingId, { type: 'RecordRefund', refundId: refund.id }, actor);
}

/** A declined payment: the booking ends and its slot is free again at once. */
export async function failPayment(deps: AppDeps, orderId: string, reason: string, actor: Actor, studentId?: string): Promise<void> {
  const row = await findBookingByOrder(deps.db, orderId);
  if (!row || (studentId !== undefined && row.studentId !== studentId)) throw new NotFoundError('Order not found');
  const { events } = await run(deps, row.id, { type: 'FailPayment', orderId, reason }, actor);
  if (events.length > 0) await releaseSessionTime(deps, timeOf(row), 'payment_failed', actor);
}

/** A pending booking whose hold lapsed: recorded as expired, the slot released. */
export async function expireBooking(deps: AppDeps, bookingId: string): Promise<void> {
  const row = await findBooking(deps.db, bookingId);
  if (!row) return;
  const { events } = await run(deps, bookingId, { type: 'Expire' }, system);
  if (events.length > 0) await releaseSessionTime(deps, timeOf(row), 'expired', system);
}

async function ownedBooking(deps: AppDeps, bookingId: string, user: CurrentUser): Promise<BookingRow> {
  const row = await findBooking(deps.db, bookingId);
  if (!row || (user.role !== 'admin' && row.studentId !== user.id)) throw new NotFoundError('Booking not found');
  return row;
}

export async function cancelBooking(deps: AppDeps, bookingId: string, user: CurrentUser, actor: Actor): Promise<CancelResponse> {
  const row = await ownedBooking(deps, bookingId, user);
  const { events } = await run(deps, bookingId, { type: 'Cancel', by: user.role === 'admin' ? 'admin' : 'student' }, actor);
  await releaseSessionTime(deps, timeOf(row), 'cancelled', actor);
  const cancelled = events.find((e) => e.type === 'BookingCancelled');
  const refunded = cancelled?.type === 'BookingCancelled' && cancelled.data.refundDue;
  if (refunded && row.paymentId) await issueRefund(deps, bookingId, row.paymentId, row.amountPaise, actor);
  const after = await findBooking(deps.db, bookingId);
  if (after && row.status === 'confirmed') await sendBookingNotice(deps, after, 'cancelled');
  const rupees = `₹${(row.amountPaise / 100).toFixed(2)}`;
  const message = refunded
    ? `Your booking is cancelled. ${rupees} will be refunded to your original payment method within 5-7 business days.`
    : row.status === 'confirmed'
      ? 'Your booking is cancelled. Cancellations within 24 hours of the session are not refunded.'
      : 'Your booking is cancelled.';
  return { booking: await view(deps, bookingId), refunded, message };
}

export async function rescheduleBooking(deps: AppDeps, bookingId: string, user: CurrentUser, to: { date: string; slot: string }, actor: Actor): Promise<StudentBooking> {
  const row = await ownedBooking(deps, bookingId, user);
  const now = deps.clock.now();
  const refusal = dateRefusal(to.date, now);
  if (refusal) throw new DomainError('DATE_NOT_BOOKABLE', dateRefusalMessages[refusal], 422);
  if (!(await offersSlot(deps, row.counsellorId, to.date, to.slot))) throw new DomainError('SLOT_NOT_OFFERED', 'This time slot is not available on that day', 422);
  const startsAt = slotStart(to.date, to.slot).toISOString();
  const command: BookingCommand = { type: 'Reschedule', date: to.date, slot: to.slot, startsAt };
  if (decideBooking(command, await load(deps, bookingId), now).length === 0) return view(deps, bookingId);

  const next: SessionTime = { ...timeOf(row), date: to.date, slot: to.slot };
  await bookSessionTime(deps, next, actor);
  try {
    await run(deps, bookingId, command, actor);
  } catch (error) {
    await releaseSessionTime(deps, next, 'rescheduled', actor);
    throw error;
  }
  await releaseSessionTime(deps, timeOf(row), 'rescheduled', actor);
  const after = await findBooking(deps.db, bookingId);
  if (after) await sendBookingNotice(deps, after, 'rescheduled');
  return view(deps, bookingId);
}
