// The parent who consented pays for the session their child asked them for before consent (issue 30): what the
// dashboard offers, and the order. The order is the child's own create-order (price, coupon-free, slot hold and all),
// placed for the child and recording the parent who placed it; checkout and verify accept the parent as before.
import type { AskedSessionView, ParentOrderRequest } from '@margdarshak/contracts/api/family';
import { NOT_THE_ASKED_SESSION } from '@margdarshak/contracts/api/family';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import { dateRefusal } from '@margdarshak/contracts/schedule/slots';
import { studentBookings } from '@margdarshak/projections/bookings/bookingsQueries';
import { counsellorName } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { findPackage } from '@margdarshak/projections/packages/packagesQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError, NotFoundError } from '../../platform/http/errors';
import { createOrder } from '../bookings';
import { askedSessionFor, type AskedSession } from '../family';
import { availableSlots } from '../schedule';

const isAsked = (asked: AskedSession, input: ParentOrderRequest) =>
  asked.counsellorId === input.counsellorId && asked.packageId === input.packageId && asked.date === input.sessionDate && asked.slot === input.timeSlot;

/** The asked session while it can still be booked and the child has not booked that time; null otherwise. */
export async function askedSessionView(deps: AppDeps, childId: string, parentId: string): Promise<AskedSessionView | null> {
  const asked = await askedSessionFor(deps, childId, parentId);
  if (!asked || dateRefusal(asked.date, deps.clock.now())) return null;
  const booked = (await studentBookings(deps.db, childId)).some((b) => b.status !== 'cancelled' && b.counsellorId === asked.counsellorId && b.date === asked.date && b.timeSlot === asked.slot);
  const pkg = await findPackage(deps.db, asked.packageId);
  if (booked || !pkg) return null;
  const [name, open] = await Promise.all([counsellorName(deps.db, asked.counsellorId), availableSlots(deps, asked.counsellorId, asked.date)]);
  return {
    counsellorId: asked.counsellorId,
    counsellorName: name,
    packageId: pkg.id,
    packageName: pkg.name,
    sessionDate: asked.date,
    timeSlot: asked.slot,
    pricePaise: pkg.price * 100,
    askedAt: asked.askedAt,
    free: open.includes(asked.slot),
  };
}

/** 403 unless this parent's consent stands; 409 for a session other than the one asked, or a time taken meanwhile. */
export async function orderAskedSession(deps: AppDeps, parentId: string, childId: string, input: ParentOrderRequest, actor: Actor): Promise<CreateOrderResponse> {
  const asked = await askedSessionFor(deps, childId, parentId);
  if (!asked || !isAsked(asked, input)) throw new DomainError('NOT_THE_ASKED_SESSION', NOT_THE_ASKED_SESSION, 409);
  const pkg = await findPackage(deps.db, input.packageId);
  if (!pkg) throw new NotFoundError('Package not found');
  const { payerState, ...choice } = input;
  const booking = { ...choice, studentId: childId };
  return createOrder(deps, { id: childId }, { amount: pkg.price * 100, booking, couponCode: undefined, payerState }, actor, parentId);
}
