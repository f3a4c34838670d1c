// The room's rules as given state / when command / then events or error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/http/errors';
import { initialRoom, evolveRoom, type RoomState } from './room';
import { ROOM_CONSENT_WITHDRAWN } from '@margdarshak/contracts/api/rooms';
import { decideRoom, type RoomBooking } from './room.decider';

const MINUTE = 60_000;
const startsAt = Date.parse('2026-12-01T04:30:00Z');
const booking: RoomBooking = {
  bookingId: '7d1c7c55-3f57-4d4c-9a0e-5b3c2f1e0a9b',
  studentId: 'a1b2c3d4-0000-4000-8000-000000000001',
  counsellorId: 'a1b2c3d4-0000-4000-8000-000000000002',
  phase: 'confirmed',
  startsAt: new Date(startsAt).toISOString(),
  consentWithdrawn: false,
};
const student = { id: booking.studentId, role: 'student' as const };
const counsellor = { id: booking.counsellorId, role: 'counsellor' as const };

const statusOf = (run: () => unknown) => {
  try {
    run();
    return 200;
  } catch (error) {
    if (error instanceof DomainError) return error.status;
    throw error;
  }
};

describe('entering the room', () => {
  it('is open exactly from 15 minutes before the start to 60 minutes after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 60, max: 3 * 60 }), fc.constantFrom(student, counsellor), (minutes, by) => {
        const now = new Date(startsAt + minutes * MINUTE);
        const open = minutes >= -15 && minutes <= 60;
        expect(statusOf(() => decideRoom({ type: 'Join' }, initialRoom, booking, by, now))).toBe(open ? 200 : 403);
      }),
    );
  });

  it('stays closed to both sides, with the reason, once the student’s parent has withdrawn consent', () => {
    const withdrawn = { ...booking, consentWithdrawn: true };
    for (const [by, message] of [
      [student, ROOM_CONSENT_WITHDRAWN.student],
      [counsellor, ROOM_CONSENT_WITHDRAWN.counsellor],
    ] as const) {
      expect(() => decideRoom({ type: 'Join' }, initialRoom, withdrawn, by, new Date(startsAt))).toThrow(expect.objectContaining({ code: 'CONSENT_WITHDRAWN', status: 403, message }));
    }
  });

  it('records one entry a minute per person', () => {
    const now = new Date(startsAt);
    const [joined] = decideRoom({ type: 'Join' }, initialRoom, booking, student, now);
    expect(joined).toEqual({ type: 'SessionJoined', data: { bookingId: booking.bookingId, userId: student.id, role: 'student', at: now.toISOString() } });
    const state: RoomState = joined ? evolveRoom(initialRoom, joined) : initialRoom;
    expect(decideRoom({ type: 'Join' }, state, booking, student, new Date(startsAt + MINUTE - 1))).toEqual([]);
    expect(decideRoom({ type: 'Join' }, state, booking, counsellor, now)).toHaveLength(1);
    expect(decideRoom({ type: 'Join' }, state, booking, student, new Date(startsAt + MINUTE))).toHaveLength(1);
  });

  it('refuses anyone but the booking’s student and counsellor, and sessions cancelled or unpaid', () => {
    const now = new Date(startsAt);
    for (const by of [
      { id: student.id, role: 'counsellor' as const },
      { id: 'someone-else', role: 'student' as const },
      { id: counsellor.id, role: 'admin' as const },
    ]) {
      expect(statusOf(() => decideRoom({ type: 'Join' }, initialRoom, booking, by, now))).toBe(403);
    }
    for (const phase of ['cancelled', 'pending', 'failed', 'expired'] as const) expect(statusOf(() => decideRoom({ type: 'Join' }, initialRoom, { ...booking, phase }, student, now))).toBe(409);
  });
});

describe('the counsellor’s link', () => {
  it('is set by the booking’s counsellor before the session is over, and removing none changes nothing', () => {
    const now = new Date(startsAt);
    expect(decideRoom({ type: 'SetLink', url: 'pd1.sealed' }, initialRoom, booking, counsellor, now)).toHaveLength(1);
    expect(decideRoom({ type: 'SetLink', url: null }, initialRoom, booking, counsellor, now)).toEqual([]);
    expect(statusOf(() => decideRoom({ type: 'SetLink', url: 'pd1.sealed' }, initialRoom, booking, student, now))).toBe(403);
    expect(statusOf(() => decideRoom({ type: 'SetLink', url: 'pd1.sealed' }, initialRoom, { ...booking, phase: 'completed' }, counsellor, now))).toBe(409);
  });
});
