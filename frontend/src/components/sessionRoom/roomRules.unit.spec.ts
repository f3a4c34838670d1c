import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roomStage } from './roomRules';

const MINUTE = 60_000;
const start = Date.parse('2026-12-01T04:30:00Z');
const stageAt = (minutes: number, status = 'confirmed') => roomStage({ status, sessionDate: new Date(start).toISOString() }, new Date(start + minutes * MINUTE));

describe('the session page’s room', () => {
  it('offers the button from 24 hours before to 60 minutes after, and the room from 15 minutes before', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }), (minutes) => {
        const expected = minutes > 60 ? 'over' : minutes < -24 * 60 ? 'later' : minutes < -15 ? 'soon' : 'open';
        expect(stageAt(minutes)).toBe(expected);
      }),
    );
  });

  it('offers nothing for a session not confirmed, and calls a completed one over', () => {
    for (const status of ['pending', 'cancelled']) expect(stageAt(0, status)).toBe('later');
    expect(stageAt(30, 'completed')).toBe('over');
  });
});
