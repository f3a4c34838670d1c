import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotLabel } from '@margdarshak/contracts/schedule/slots';
import { applyClaim, liveClaim, needsBooking, needsHold, needsRelease, noClaims, overlappingClaims, type Claims } from './claims';

class Taken extends Error {}
/** Minutes after midnight of a label, worked out here rather than with the module's own parser. */
const minutesOf = (label: string) => ((Number(label.slice(0, 2)) % 12) + (label.endsWith('PM') ? 12 : 0)) * 60 + Number(label.slice(3, 5));
const taken = () => new Taken();

type Step = { op: 'hold'; booking: string; slot: string; minutes: number } | { op: 'book' | 'release'; booking: string; slot: string } | { op: 'wait'; minutes: number };

const booking = fc.constantFrom('a', 'b', 'c');
/** Any start minute a session can have (hours end by 23:59), close together so that overlaps are frequent. */
const slot = fc.oneof(fc.constantFrom('10:00 AM', '10:30 AM', '11:00 AM'), fc.integer({ min: 9 * 60, max: 12 * 60 }).map(slotLabel), fc.integer({ min: 0, max: 22 * 60 + 59 }).map(slotLabel));
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('hold' as const), booking, slot, minutes: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ op: fc.constantFrom('book' as const, 'release' as const), booking, slot }),
  fc.record({ op: fc.constant('wait' as const), minutes: fc.integer({ min: 0, max: 40 }) }),
);

/** Runs one step as a stream would: decide, then apply what was decided. Answers whether anything was recorded. */
function run(claims: Claims, s: Exclude<Step, { op: 'wait' }>, now: Date): { claims: Claims; recorded: boolean; refused: boolean } {
  try {
    if (s.op === 'hold') {
      if (!needsHold(claims, s.slot, s.booking, now, taken)) return { claims, recorded: false, refused: false };
      return {
        claims: applyClaim(claims, { kind: 'held', slot: s.slot, bookingId: s.booking, holdUntil: new Date(now.getTime() + s.minutes * 60_000).toISOString() }),
        recorded: true,
        refused: false,
      };
    }
    if (s.op === 'book') {
      if (!needsBooking(claims, s.slot, s.booking, now, taken)) return { claims, recorded: false, refused: false };
      return { claims: applyClaim(claims, { kind: 'booked', slot: s.slot, bookingId: s.booking }), recorded: true, refused: false };
    }
    if (!needsRelease(claims, s.slot, s.booking)) return { claims, recorded: false, refused: false };
    return { claims: applyClaim(claims, { kind: 'released', slot: s.slot, bookingId: s.booking }), recorded: true, refused: false };
  } catch (error) {
    if (error instanceof Taken) return { claims, recorded: false, refused: true };
    throw error;
  }
}

describe('claims on a day of sessions (a counsellor’s day, a student’s day)', () => {
  it('never lets two bookings stand on overlapping times, whatever their start minutes, never displaces a booking, and records nothing twice', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let claims = noClaims;
        let now = new Date('2026-12-01T04:00:00Z');
        for (const s of steps) {
          if (s.op === 'wait') {
            now = new Date(now.getTime() + s.minutes * 60_000);
            continue;
          }
          // Standing: a booking, or a hold until its instant (worked out here, not with the module's own liveClaim).
          const held = claims.get(s.slot);
          const before = held && (held.booked || Date.parse(held.holdUntil ?? '') > now.getTime()) ? held : undefined;
          expect(liveClaim(claims, s.slot, now)).toEqual(before);
          const result = run(claims, s, now);
          const after = result.claims.get(s.slot);
          if (s.op !== 'release') {
            // Another booking's live claim on any overlapping time refuses the step; without one it is recorded, or was already.
            const others = overlappingClaims(claims, s.slot, now).filter((c) => c.bookingId !== s.booking);
            const ownBooked = s.op === 'book' && claims.get(s.slot)?.bookingId === s.booking && claims.get(s.slot)?.booked === true;
            const ownHeld = s.op === 'hold' && before?.bookingId === s.booking;
            expect(result.refused).toBe(others.length > 0 && !ownBooked && !ownHeld);
            if (!result.refused) expect(after?.bookingId).toBe(s.booking);
            if (result.recorded) expect(run(result.claims, s, now).recorded).toBe(false);
          } else if (claims.get(s.slot)?.bookingId !== s.booking) {
            expect(result.claims).toBe(claims); // only the owner can let a slot go
          }
          // A booking stays until its own booking releases it.
          const booked = claims.get(s.slot);
          if (booked?.booked && booked.bookingId !== s.booking) expect(after).toEqual(booked);
          // A hold never turns a booking back into a hold.
          if (booked?.booked && s.op === 'hold') expect(after?.booked).toBe(true);
          claims = result.claims;
          // By construction: no two standing claims of different bookings share a minute.
          const standing = [...claims].filter(([, c]) => c.booked || Date.parse(c.holdUntil ?? '') > now.getTime());
          for (const [a, x] of standing) for (const [b, y] of standing) if (x.bookingId !== y.bookingId) expect(Math.abs(minutesOf(a) - minutesOf(b))).toBeGreaterThanOrEqual(60);
        }
      }),
    );
  });

  it('lets a paid booking take its own lapsed hold back, unless someone else claimed the slot since', () => {
    const start = new Date('2026-12-01T04:00:00Z');
    const later = new Date(start.getTime() + 16 * 60_000);
    const held = applyClaim(noClaims, { kind: 'held', slot: '10:00 AM', bookingId: 'a', holdUntil: new Date(start.getTime() + 15 * 60_000).toISOString() });
    expect(needsBooking(held, '10:00 AM', 'a', later, taken)).toBe(true);
    const takenOver = applyClaim(held, { kind: 'held', slot: '10:00 AM', bookingId: 'b', holdUntil: new Date(later.getTime() + 15 * 60_000).toISOString() });
    expect(() => needsBooking(takenOver, '10:00 AM', 'a', later, taken)).toThrow(Taken);
  });
});
