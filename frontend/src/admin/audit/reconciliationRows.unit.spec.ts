import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoneyFigures, ReconciliationDay } from '@margdarshak/contracts/api/audit';
import { daysByMonth, daysWithMoney, samePaise } from './reconciliationRows';

const money = (captured: number, refunded: number): MoneyFigures => ({ captured, refunded, net: Math.round((captured - refunded) * 100) / 100 });
const day = (date: string, log: MoneyFigures, other = log): ReconciliationDay => ({ date, log, readModel: other, gateway: log });
const zero = money(0, 0);

describe("the reconciliation's rows", () => {
  it('leave out the days no source has money on, keeping the order', () => {
    const days = [day('2026-11-29', zero), day('2026-11-30', money(1799.1, 0)), day('2026-12-01', zero, money(0, 5)), day('2026-12-02', zero)];
    expect(daysWithMoney(days).map((row) => row.period)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('sum the days into their months to the paisa, whatever the amounts', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((p) => p / 100);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 28 }), fc.constantFrom('2026-11', '2026-12'), amount, amount), { maxLength: 40 }), (moves) => {
        const days = moves.map(([d, month, captured, refunded]) => day(`${month}-${String(d).padStart(2, '0')}`, money(captured, refunded)));
        const rows = daysByMonth(days);
        for (const row of rows) {
          const inMonth = moves.filter(([, month]) => month === row.period);
          const captured = inMonth.reduce((sum, [, , c]) => sum + Math.round(c * 100), 0);
          const refunded = inMonth.reduce((sum, [, , , r]) => sum + Math.round(r * 100), 0);
          expect(Math.round((row.figures.log?.captured ?? Number.NaN) * 100)).toBe(captured);
          expect(Math.round((row.figures.gateway?.refunded ?? Number.NaN) * 100)).toBe(refunded);
          expect(Math.round((row.figures.readModel?.net ?? Number.NaN) * 100)).toBe(captured - refunded);
        }
        expect(rows.map((row) => row.period)).toEqual([...new Set(days.map((d) => d.date.slice(0, 7)))]);
      }),
    );
  });

  it('compare figures to the paisa', () => {
    expect(samePaise(1799.1, 1799.1)).toBe(true);
    expect(samePaise(1799.1, 1799.11)).toBe(false);
    expect(samePaise(0.1 + 0.2, 0.3)).toBe(true);
  });
});
