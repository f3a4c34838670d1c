import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { testStatuses, type SessionTest } from '@margdarshak/contracts/api/personalityTests';
import { testTypes } from '@margdarshak/contracts/assessments/tests';
import { sessionTestsOpen, sessionTestsView } from './testRules';

const now = new Date('2026-11-23T06:00:00Z');
const DAY = 86_400_000;
const test = (testType: SessionTest['testType'], status: SessionTest['status'], open = true): SessionTest => ({ id: `t-${testType}`, testType, status, open });
const session = (tests: SessionTest[], status: StudentBooking['status'] = 'confirmed', daysAhead = 3) => ({
  status,
  sessionDate: new Date(now.getTime() + daysAhead * DAY).toISOString(),
  tests,
});

describe('a session’s tests (dashboards §2, §4)', () => {
  it('offers Start on an open test not begun, Continue on one under way, and a done mark on a completed one', () => {
    const view = sessionTestsView(session([test('riasec', 'available'), test('bigfive', 'in_progress'), test('multiple_intelligences', 'completed')]), now);
    expect(view.rows).toEqual([
      { testType: 'riasec', title: 'Holland Code', action: 'start' },
      { testType: 'bigfive', title: 'BigFive', action: 'continue' },
      { testType: 'multiple_intelligences', title: 'Multiple Intelligences', action: 'done' },
    ]);
    expect(view.summary).toBeNull();
    expect(view.closedNote).toBe(false);
  });

  it('reads All Tests Completed when every one of several tests is done, Test Completed when the only one is', () => {
    expect(sessionTestsView(session([test('riasec', 'completed'), test('multiple_intelligences', 'completed')]), now).summary).toBe('All Tests Completed');
    expect(sessionTestsView(session([test('riasec', 'completed')]), now).summary).toBe('Test Completed');
    expect(sessionTestsView(session([]), now).summary).toBeNull();
  });

  it('offers no button on a cancelled or unpaid booking, or once the server closed the test', () => {
    for (const status of ['cancelled', 'pending'] as const) {
      const view = sessionTestsView(session([test('riasec', 'available'), test('bigfive', 'in_progress')], status), now);
      expect(view.rows.map((row) => row.action)).toEqual(['closed', 'closed']);
      expect(view.closedNote).toBe(true);
    }
    expect(sessionTestsView(session([test('riasec', 'available', false)]), now).rows[0]?.action).toBe('closed');
  });

  it('keeps a session’s tests open until 30 days after it, even once the booking is completed', () => {
    expect(sessionTestsOpen(session([], 'completed', -30), now)).toBe(true);
    expect(sessionTestsOpen({ status: 'completed', sessionDate: new Date(now.getTime() - 30 * DAY - 1).toISOString() }, now)).toBe(false);
    expect(sessionTestsView(session([test('riasec', 'in_progress')], 'completed', -31), now).rows[0]?.action).toBe('closed');
  });

  it('never offers a button on a completed test, and offers one on every other test exactly when the session is open', () => {
    const tests = fc.uniqueArray(fc.record({ testType: fc.constantFrom(...testTypes), status: fc.constantFrom(...testStatuses), open: fc.boolean() }), {
      selector: (t) => t.testType,
      maxLength: 3,
    });
    const statuses = fc.constantFrom<StudentBooking['status']>('pending', 'confirmed', 'completed', 'cancelled');
    fc.assert(
      fc.property(tests, statuses, fc.integer({ min: -60, max: 40 }), (list, status, days) => {
        const booking = session(
          list.map((t) => ({ ...t, id: t.testType })),
          status,
          days,
        );
        const view = sessionTestsView(booking, now);
        view.rows.forEach((row, i) => {
          const source = list[i];
          if (!source) throw new Error('a row per test');
          const offered = row.action === 'start' || row.action === 'continue';
          expect(row.action === 'done').toBe(source.status === 'completed');
          expect(offered).toBe(source.status !== 'completed' && source.open && sessionTestsOpen(booking, now));
        });
      }),
    );
  });
});
