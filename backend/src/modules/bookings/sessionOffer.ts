// Whether a session can be booked as chosen: a date far enough ahead, an approved counsellor who offers the package,
// and a slot they offer that day. Read by create-order and by the student's "Ask my parent" before consent, so that
// a parent is never asked for a session nobody could book.
import { SLOT_NOT_OFFERED } from '@margdarshak/contracts/api/bookingMessages';
import { dateRefusal, dateRefusalMessages, slotStart } from '@margdarshak/contracts/schedule/slots';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { findPackage } from '@margdarshak/projections/packages/packagesQueries';
import type { AppDeps } from '../../platform/deps';
import { DomainError, NotFoundError } from '../../platform/http/errors';
import { offersSlot } from '../schedule';

export interface SessionChoice {
  counsellorId: string;
  packageId: string;
  sessionDate: string;
  timeSlot: string;
}

export async function sessionOnOffer(deps: AppDeps, choice: SessionChoice, now: Date) {
  const refusal = dateRefusal(choice.sessionDate, now);
  if (refusal) throw new DomainError('DATE_NOT_BOOKABLE', dateRefusalMessages[refusal], 422);
  const [counsellor, pkg] = await Promise.all([findCounsellor(deps.db, choice.counsellorId), findPackage(deps.db, choice.packageId)]);
  if (!counsellor || (counsellor.status !== 'approved' && counsellor.status !== 'paused')) throw new NotFoundError('Counsellor not found');
  if (counsellor.status !== 'approved') throw new DomainError('COUNSELLOR_UNAVAILABLE', 'This counsellor is not taking bookings right now', 409);
  if (!pkg) throw new NotFoundError('Package not found');
  const offered = { basic: counsellor.offersBasic, advanced: counsellor.offersAdvanced, comprehensive: counsellor.offersComprehensive }[pkg.type];
  if (!offered) throw new DomainError('PACKAGE_NOT_OFFERED', 'This counsellor does not offer this package', 422);
  if (!(await offersSlot(deps, counsellor.id, choice.sessionDate, choice.timeSlot))) throw new DomainError('SLOT_NOT_OFFERED', SLOT_NOT_OFFERED, 422);
  const startsAt = slotStart(choice.sessionDate, choice.timeSlot).toISOString();
  return { counsellor, pkg, startsAt };
}
