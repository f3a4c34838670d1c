// The log against the admin revenue (the ledger's sums by India month): each month the range touches, replayed whole
// from the log's payments and refunds, beside what the back office's overview shows for it.
import type { ReconciliationDifference, ReconciliationMonth } from '@margdarshak/contracts/api/audit';
import { formatPaise } from '@margdarshak/contracts/money';
import { ledgerMonths } from '@margdarshak/projections/ledger/ledgerQueries';
import type { AuditDeps } from './auditDeps';
import { indiaDayStart } from './indiaTime';
import { moneyBetween } from './moneyLedger';
import { figures, zero } from './reconciliationParts';

/** 'YYYY-MM' of every month from `from`'s to `to`'s (days). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number]; `${year}-${String(month).padStart(2, '0')}` <= to.slice(0, 7); ) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

export async function reconcileMonths(deps: AuditDeps, from: string, to: string): Promise<{ months: ReconciliationMonth[]; differences: ReconciliationDifference[] }> {
  const months = monthsBetween(from, to);
  const counted = await ledgerMonths(deps.db, months);
  const first = months[0] ?? from.slice(0, 7);
  const last = months.at(-1) ?? first;
  const { moves } = await moneyBetween(deps, indiaDayStart(`${first}-01`), indiaDayStart(`${nextMonth(last)}-01`));
  const replayed = new Map(months.map((month) => [month, zero()]));
  for (const move of moves) {
    const sums = replayed.get(move.day.slice(0, 7));
    if (sums) sums[move.kind] += move.amountPaise;
  }
  const differences: ReconciliationDifference[] = [];
  const result = months.map((month): ReconciliationMonth => {
    const log = replayed.get(month) ?? zero();
    const stats = counted.get(month) ?? zero();
    for (const [kind, logPaise, statsPaise] of [
      ['captured', log.captured, stats.captured],
      ['refunded', log.refunded, stats.refunded],
    ] as const) {
      if (logPaise === statsPaise) continue;
      differences.push({
        date: month,
        source: 'adminStats',
        kind,
        bookingId: null,
        orderId: null,
        paymentId: null,
        refundId: null,
        log: logPaise / 100,
        other: statsPaise / 100,
        message: `The admin revenue counts ${formatPaise(statsPaise)} ${kind} in ${month}; the log's events add up to ${formatPaise(logPaise)}`,
      });
    }
    return { month, log: figures(log), adminStats: figures(stats) };
  });
  return { months: result, differences };
}
