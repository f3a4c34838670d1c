import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '@margdarshak/contracts/api/bookings';
import { JOIN_WINDOW_MS, joinState } from './joinRule';

const now = new Date('2026-11-23T06:30:00.000Z');
const startingIn = (ms: number, status: (typeof bookingStatuses)[number] = 'confirmed') => ({ status, sessionDate: new Date(now.getTime() + ms).toISOString() });
const HOUR = 3_600_000;

describe("the counsellor's join button (dashboards §2, §5)", () => {
  it('is Join Now from 24 hours before the start up to the start', () => {
    expect(joinState(startingIn(JOIN_WINDOW_MS), now)).toBe('open');
    expect(joinState(startingIn(HOUR), now)).toBe('open');
    expect(joinState(startingIn(0), now)).toBe('open');
  });

  it('is disabled further ahead than 24 hours', () => {
    expect(joinState(startingIn(JOIN_WINDOW_MS + 1), now)).toBe('closed');
    expect(joinState(startingIn(3 * 24 * HOUR), now)).toBe('closed');
  });

  it('is disabled once the start is past', () => {
    expect(joinState(startingIn(-1), now)).toBe('closed');
    expect(joinState(startingIn(-30 * 60_000), now)).toBe('closed');
  });

  it('is offered on confirmed sessions only', () => {
    for (const status of bookingStatuses.filter((s) => s !== 'confirmed')) expect(joinState(startingIn(HOUR, status), now)).toBe('none');
  });

  it('is open exactly when the start is 0 to 24 hours away', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5 * 24 * HOUR, max: 5 * 24 * HOUR }), (ms) => {
        expect(joinState(startingIn(ms), now) === 'open').toBe(ms >= 0 && ms <= JOIN_WINDOW_MS);
      }),
    );
  });
});
