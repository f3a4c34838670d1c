import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../api/bookings';
import { roomWindow } from '../api/rooms';
import { isRecordOpen, joinShown, recordOpenUntil, sessionStage } from './sessionLife';
import { SESSION_MS } from './slots';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const start = Date.parse('2026-12-03T05:30:00.000Z'); // 11:00 AM in India
const sessionDate = new Date(start).toISOString();
const at = (offsetMs: number) => new Date(start + offsetMs);
const confirmed = { status: 'confirmed' as const, sessionDate };

/** Times around the start and the end, to the millisecond, where the rule changes. */
const aroundTheSession = fc.oneof(
  fc.integer({ min: -2 * DAY, max: 2 * DAY }),
  fc.integer({ min: -20 * MINUTE, max: -10 * MINUTE }),
  fc.integer({ min: SESSION_MS - 5 * MINUTE, max: SESSION_MS + 5 * MINUTE }),
);

describe("a session's life (dashboards §2, §5; issue 30)", () => {
  it('is upcoming until 15 minutes before the start, Active Now from then to its end, then completed', () => {
    expect(sessionStage(confirmed, at(-15 * MINUTE - 1))).toBe('upcoming');
    expect(sessionStage(confirmed, at(-15 * MINUTE))).toBe('active');
    expect(sessionStage(confirmed, at(10 * MINUTE))).toBe('active');
    expect(sessionStage(confirmed, at(SESSION_MS))).toBe('active');
    expect(sessionStage(confirmed, at(SESSION_MS + 1))).toBe('completed');
  });

  it('is Active Now exactly while the server keeps the room open', () => {
    const { opensAt, closesAt } = roomWindow(sessionDate);
    fc.assert(
      fc.property(aroundTheSession, (offset) => {
        const now = at(offset);
        const roomOpen = now.getTime() >= Date.parse(opensAt) && now.getTime() <= Date.parse(closesAt);
        expect(sessionStage(confirmed, now) === 'active').toBe(roomOpen);
      }),
    );
  });

  it('never goes back: upcoming, then active, then completed as time passes', () => {
    const order = ['upcoming', 'active', 'completed'];
    fc.assert(
      fc.property(aroundTheSession, aroundTheSession, (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(sessionStage(confirmed, at(earlier)))).toBeLessThanOrEqual(order.indexOf(sessionStage(confirmed, at(later))));
      }),
    );
  });

  it('keeps a pending, completed or cancelled status whatever the time', () => {
    fc.assert(
      fc.property(aroundTheSession, fc.constantFrom('pending' as const, 'completed' as const, 'cancelled' as const), (offset, status) => {
        expect(sessionStage({ status, sessionDate }, at(offset))).toBe(status);
      }),
    );
  });

  it('shows Join on a confirmed session from 24 hours before its start to its end, so it is enabled whenever the session is Active Now', () => {
    fc.assert(
      fc.property(aroundTheSession, fc.constantFrom(...bookingStatuses), (offset, status) => {
        const session = { status, sessionDate };
        expect(joinShown(session, at(offset))).toBe(status === 'confirmed' && offset >= -DAY && offset <= SESSION_MS);
        if (sessionStage(session, at(offset)) === 'active') expect(joinShown(session, at(offset))).toBe(true);
      }),
    );
  });

  it("keeps the session's record writable until 7 days after its end", () => {
    expect(recordOpenUntil(sessionDate).toISOString()).toBe(new Date(start + SESSION_MS + 7 * DAY).toISOString());
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: 10 * DAY }), (offset) => {
        expect(isRecordOpen(sessionDate, at(offset))).toBe(offset <= SESSION_MS + 7 * DAY);
      }),
    );
  });
});
