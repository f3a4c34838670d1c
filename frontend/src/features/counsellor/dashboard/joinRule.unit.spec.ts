import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '@margdarshak/contracts/api/bookings';
import { sessionStage } from '@margdarshak/contracts/schedule/sessionLife';
import { joinState } from './joinRule';

const now = new Date('2026-11-23T06:30:00.000Z');
const startingIn = (ms: number, status: (typeof bookingStatuses)[number] = 'confirmed') => ({ status, sessionDate: new Date(now.getTime() + ms).toISOString() });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("the counsellor's join button (dashboards §2, §5; issue 30)", () => {
  it('is Join Now from 24 hours before the start until the session ends', () => {
    expect(joinState(startingIn(DAY), now)).toBe('open');
    expect(joinState(startingIn(HOUR), now)).toBe('open');
    expect(joinState(startingIn(0), now)).toBe('open');
    expect(joinState(startingIn(-5 * MINUTE), now)).toBe('open');
    expect(joinState(startingIn(-HOUR), now)).toBe('open');
  });

  it('is disabled further ahead than 24 hours, and gone once the session is over', () => {
    expect(joinState(startingIn(DAY + 1), now)).toBe('closed');
    expect(joinState(startingIn(3 * DAY), now)).toBe('closed');
    expect(joinState(startingIn(-HOUR - 1), now)).toBe('none');
  });

  it('is offered on confirmed sessions only', () => {
    for (const status of bookingStatuses.filter((s) => s !== 'confirmed')) expect(joinState(startingIn(HOUR, status), now)).toBe('none');
  });

  it('is enabled whenever the session is Active Now, and exactly from 24 hours before the start to the end', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -3 * DAY, max: 3 * DAY }), fc.integer({ min: -HOUR - MINUTE, max: -HOUR + MINUTE })), (ms) => {
        const booking = startingIn(ms);
        expect(joinState(booking, now) === 'open').toBe(ms <= DAY && ms >= -HOUR);
        if (sessionStage(booking, now) === 'active') expect(joinState(booking, now)).toBe('open');
      }),
    );
  });
});
