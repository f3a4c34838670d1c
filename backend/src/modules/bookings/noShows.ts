// A missed session: the student or the counsellor reports that the other did not come (from the start until 48 hours
// after it), and an admin resolves it. Both decide on the booking's stream; the refund, the coupon's use and the mails
// follow from the events through the processors. The reporter's note is sealed with their own key.
import { noShowWindow, type NoShowParty, type NoShowStatus } from '@margdarshak/contracts/bookings/noShow';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { bookingStream, type BookingState } from './booking';
import { loadBooking, runBooking } from './bookings';

type Request = NonNullable<BookingState['request']>;

/** The signed-in user's side of the booking: 'admin', a party, or a 403 for anyone else. */
function sideOf(request: Request, user: CurrentUser): NoShowParty | 'admin' {
  if (user.role === 'admin') return 'admin';
  if (user.role === 'student' && user.id === request.studentId) return 'student';
  if (user.role === 'counsellor' && user.id === request.counsellorId) return 'counsellor';
  throw new ForbiddenError("Only this session's student and counsellor can report it as missed");
}

async function requestOf(deps: AppDeps, bookingId: string): Promise<Request> {
  const { request } = await loadBooking(deps, bookingId);
  if (!request) throw new NotFoundError('Booking not found');
  return request;
}

export async function reportNoShow(deps: AppDeps, bookingId: string, user: CurrentUser, report: { absent: NoShowParty; note: string }, actor: Actor): Promise<NoShowStatus> {
  const side = sideOf(await requestOf(deps, bookingId), user);
  if (side === 'admin') throw new ForbiddenError("Only this session's student and counsellor can report it as missed");
  const note = await deps.vault.seal(user.id, report.note);
  await runBooking(deps, bookingId, { type: 'ReportNoShow', by: side, absent: report.absent, note }, actor);
  return noShowStatus(deps, bookingId, user);
}

/** An admin's finding; answered once the refund it makes due (the counsellor absent) has been issued. */
export async function resolveNoShow(deps: AppDeps, bookingId: string, user: CurrentUser, finding: { absent: NoShowParty; reason: string }, actor: Actor): Promise<NoShowStatus> {
  await requestOf(deps, bookingId);
  await runBooking(deps, bookingId, { type: 'ResolveNoShow', absent: finding.absent, reason: finding.reason }, actor);
  await deps.workflows.settle(actor);
  return noShowStatus(deps, bookingId, user);
}

/** The reports and the finding, from the booking's stream; a note is opened for admins and for its own writer only. */
export async function noShowStatus(deps: AppDeps, bookingId: string, user: CurrentUser): Promise<NoShowStatus> {
  const request = await requestOf(deps, bookingId);
  const side = sideOf(request, user);
  const [events, state] = await Promise.all([deps.eventStore.readStream(bookingStream(bookingId)), loadBooking(deps, bookingId)]);
  const reports: NoShowStatus['reports'] = [];
  let resolution: NoShowStatus['resolution'] = null;
  for (const event of events) {
    if (event.type === 'NoShowReported') {
      const d = bookingEvents.NoShowReported.schema.parse(event.data);
      const writer = d.by === 'student' ? request.studentId : request.counsellorId;
      const note = side === 'admin' || side === d.by ? ((await deps.vault.open(writer, d.note)) ?? null) : null;
      reports.push({ by: d.by, absent: d.absent, at: event.metadata.at, note });
    } else if (event.type === 'NoShowResolved') {
      const d = bookingEvents.NoShowResolved.schema.parse(event.data);
      resolution = { absent: d.absent, reason: d.reason, refundDue: d.refundDue, at: event.metadata.at };
    }
  }
  const window = noShowWindow(request.startsAt, deps.clock.now());
  const held = state.phase === 'confirmed' || state.phase === 'completed';
  const mayReport = side !== 'admin' && held && window === 'open' && resolution === null && !state.noShowReportedBy.includes(side);
  return { bookingId, window, reports, resolution, mayReport };
}
