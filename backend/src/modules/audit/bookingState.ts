// 'State as of here' (GET /api/audit/bookings/{id}/state?at=): the booking's stream folded up to and including a log
// position with the decider's own evolve function, answered as plain JSON, with the folded events whose stream fails
// its hash chain marked (chainOnRead.ts).
import { formatPosition, type BookingStateAt } from '@margdarshak/contracts/api/audit';
import type { BookingEvent } from '@margdarshak/contracts/events/bookings';
import { comparePositions, type LogPosition } from '@margdarshak/contracts/log';
import { NotFoundError } from '../../platform/http/errors';
import { bookingStream, evolveBooking, initialBooking } from '../bookings';
import type { AuditDeps } from './auditDeps';
import { findingsFor, integrityOf } from './chainOnRead';
import { readStreamChecked } from './checkedReads';
import { BOOKING_NOT_FOUND } from './timeline';

/** Maps as objects, sets as lists, bigints as decimal strings: what JSON can carry. */
export function plainJson(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Map) return Object.fromEntries([...value].map(([key, inner]) => [String(key), plainJson(inner)]));
  if (value instanceof Set) return [...value].map(plainJson);
  if (Array.isArray(value)) return value.map(plainJson);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainJson(inner)]));
  return value;
}

export async function bookingStateAt(deps: AuditDeps, bookingId: string, at: LogPosition): Promise<BookingStateAt> {
  const { events, problems } = await readStreamChecked(deps, bookingStream(bookingId));
  if (events.length === 0) throw new NotFoundError(BOOKING_NOT_FOUND);
  const upTo = events.filter((event) => comparePositions(event.position, at) <= 0);
  if (upTo.length === 0) throw new NotFoundError(`The booking did not exist yet at position ${formatPosition(at)}: its first event is at ${formatPosition(events[0]?.position ?? at)}`);
  const state = upTo.reduce((folded, event) => evolveBooking(folded, { type: event.type, data: event.data } as BookingEvent), initialBooking);
  const marked = upTo
    .map((event) => ({
      position: formatPosition(event.position),
      revision: Number(event.revision),
      type: event.type,
      chain: findingsFor({ streamName: event.streamName, revision: Number(event.revision) }, problems),
    }))
    .filter((event) => event.chain.length > 0);
  return { bookingId, integrity: integrityOf(problems, upTo.length, marked.length), marked, at: formatPosition(at), state: plainJson(state) };
}
