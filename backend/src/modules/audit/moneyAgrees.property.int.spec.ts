// The payments CSV, the reconciliation and the admin revenue are three readings of one ledger: for any generated
// history of payments (with coupons, some paying the whole price), second captures given back, reschedules and
// cancellations whose refunds are issued days or months later, appended in interleaved pieces, every range of India
// days has the same money in the CSV, in the reconciliation's log and ledger columns and, for whole months, in the
// admin revenue; each equals plain sums over the generated events by the India day they happened; and a refund issued
// in a later month never changes an earlier range. The CSV's pages, of any size, hold the range's rows once each.
// Issue 31's example: 1-29 Nov said ₹7,396.10 of refunds in the CSV and 0 in the reconciliation, those refunds having
// been issued on 30 Nov.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_STATS_MONTHS } from '@margdarshak/contracts/api/admin';
import { adminStatsProjection } from '@margdarshak/projections/adminStats/adminStatsProjection';
import { adminStatsMonths } from '@margdarshak/projections/adminStats/adminStatsQueries';
import { ledgerProjection } from '@margdarshak/projections/ledger/ledgerProjection';
import { type LedgerEntry, ledgerEntriesBetween, ledgerPage } from '@margdarshak/projections/ledger/ledgerQueries';
import { createReadModelCache } from '../../platform/readModelCache';
import { appendInterleaved, firstDay, gatewayOf, historyOf, now, plainSums, plan } from '../../testing/moneyHistory';
import { freshLogAndReadModels, noPersonalData, runnerTracker } from '../../testing/testProjections';
import type { AuditDeps } from './auditDeps';
import { addDays } from './indiaTime';
import { paymentsCsv } from './paymentsCsv';
import { reconcile } from './reconciliation';

async function csvOf(deps: AuditDeps, from: string, to: string) {
  let text = '';
  for await (const chunk of paymentsCsv(deps, { from, to })) text += chunk;
  const rows = text
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(','));
  const paise = (cell: string | undefined) => Math.round(Number(cell) * 100);
  return {
    captured: rows.reduce((s, r) => s + paise(r[7]), 0),
    refunded: rows.reduce((s, r) => s + paise(r[8]), 0),
    rows,
  };
}

const paiseOf = (figures: { captured: number; refunded: number }) => ({ captured: Math.round(figures.captured * 100), refunded: Math.round(figures.refunded * 100) });
const wholeMonths = [
  ['2026-10', '2026-10-31'],
  ['2026-11', '2026-11-30'],
  ['2026-12', '2026-12-31'],
] as const;

describe('money read three ways', () => {
  const { newRunner, stopAll } = runnerTracker();
  afterEach(stopAll);

  it('the CSV, the reconciliation and the admin revenue agree with each other and with the events, for any history and range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(plan, { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 4 }),
        async (plans, cuts, fromOffset, length, batchSize, pageSize) => {
          const { db, store, close } = await freshLogAndReadModels();
          try {
            const histories = plans.map(historyOf);
            const runner = newRunner({ db, log: store, projections: [ledgerProjection, adminStatsProjection], context: noPersonalData, batchSize, retryMs: 20 });
            await runner.start();
            const last = await appendInterleaved(store, histories, cuts);
            if (last) expect(await runner.waitFor(last, { strict: true, timeoutMs: 20_000 })).toBe(true);
            await runner.stop();
            const deps: AuditDeps = { db, eventStore: store, cache: createReadModelCache(), payments: gatewayOf(histories) };

            // Any range of days: the CSV, both sides of the reconciliation and the events' own sums.
            const from = addDays(firstDay, fromOffset);
            const to = addDays(from, length);
            const expected = plainSums(histories, from, to);
            const csv = await csvOf(deps, from, to);
            const report = await reconcile(deps, { from, to });
            expect(report.differences).toEqual([]);
            expect({ captured: csv.captured, refunded: csv.refunded }).toEqual(expected);
            expect(paiseOf(report.totals.log)).toEqual(expected);
            expect(paiseOf(report.totals.readModel)).toEqual(expected);
            // The CSV's pages, of any size, are the range's rows in log order, each once.
            const paged: LedgerEntry[] = [];
            for (let page = await ledgerPage(db, { from, to }, { limit: pageSize }); page.length > 0; page = await ledgerPage(db, { from, to }, { after: page.at(-1), limit: pageSize }))
              paged.push(...page);
            expect(paged).toEqual(await ledgerEntriesBetween(db, from, to));
            expect(csv.rows.map((r) => r[12])).toEqual(paged.map((entry) => entry.eventId));
            // Each CSV line names the coupon its booking was requested with.
            const coupons = new Map(histories.map((h) => [h.bookingId, h.coupon ?? '']));
            for (const row of csv.rows) expect(row[6]).toBe(coupons.get(row[1] ?? ''));

            // Whole months: the admin revenue's chart says the same as the CSV and the reconciliation's months.
            const chart = await adminStatsMonths(db, now);
            expect(chart).toHaveLength(ADMIN_STATS_MONTHS);
            for (const [month, lastDay] of wholeMonths) {
              const whole = plainSums(histories, `${month}-01`, lastDay);
              const shown = chart.find((m) => m.month === month);
              expect(paiseOf(shown ?? { captured: -1, refunded: -1 })).toEqual(whole);
              const monthCsv = await csvOf(deps, `${month}-01`, lastDay);
              expect({ captured: monthCsv.captured, refunded: monthCsv.refunded }).toEqual(whole);
              const monthReport = await reconcile(deps, { from: `${month}-01`, to: lastDay });
              expect(monthReport.differences).toEqual([]);
              expect(monthReport.months?.map((m) => [m.month, paiseOf(m.adminStats), paiseOf(m.log)])).toEqual([[month, whole, whole]]);
            }
          } finally {
            await stopAll();
            await close();
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);

  it('keeps a closed month’s figures when its refund is issued in the next month (issue 31’s 1-29 November)', async () => {
    const { db, store, close } = await freshLogAndReadModels();
    try {
      const runner = newRunner({ db, log: store, projections: [ledgerProjection, adminStatsProjection], context: noPersonalData, retryMs: 20 });
      await runner.start();
      const paidOn10th = historyOf({
        pricePaise: 821_788,
        coupon: { code: 'TENOFF', percent: 10 },
        start: Date.parse('2026-11-10T06:00:00Z'),
        secondCapture: false,
        reschedules: 1,
        end: 'cancelled-refunded',
        gaps: [0, 0],
      });
      // The refund is issued on 30 November, India time.
      const refund = paidOn10th.events.at(-1);
      if (refund?.type !== 'RefundIssued') throw new Error('the history ends with its refund');
      refund.metadata = { at: '2026-11-29T19:00:00.000Z' };
      const last = await appendInterleaved(store, [paidOn10th], [99]);
      if (last) await runner.waitFor(last, { strict: true, timeoutMs: 20_000 });
      const deps: AuditDeps = { db, eventStore: store, cache: createReadModelCache(), payments: gatewayOf([paidOn10th]) };

      const before = await csvOf(deps, '2026-11-01', '2026-11-29');
      const report = await reconcile(deps, { from: '2026-11-01', to: '2026-11-29' });
      expect([before.captured, before.refunded]).toEqual([739_610, 0]);
      expect(paiseOf(report.totals.readModel)).toEqual({ captured: 739_610, refunded: 0 });
      expect(paiseOf(report.totals.log)).toEqual({ captured: 739_610, refunded: 0 });
      const thirtieth = await csvOf(deps, '2026-11-30', '2026-11-30');
      expect(thirtieth.rows.map((r) => [r[8], r[10]])).toEqual([['7396.10', 'refund']]);
      expect(paiseOf((await reconcile(deps, { from: '2026-11-30', to: '2026-11-30' })).totals.readModel)).toEqual({ captured: 0, refunded: 739_610 });
    } finally {
      await stopAll();
      await close();
    }
  }, 60_000);
});
