// The log against the admin stats' revenue (admin_stat_months, by India month): each month the range touches, replayed
// whole from the log's payments and refunds, beside what that read model counted. Skipped where it is not there.
import type { ReconciliationDifference, ReconciliationMonth } from '@margdarshak/contracts/api/audit';
import { formatPaise } from '@margdarshak/contracts/money';
import { adminStatMonths } from '@margdarshak/projections/audit/reconciliationQueries';
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

export async function reconcileMonths(deps: AuditDeps, from: string, to: string): Promise<{ months: ReconciliationMonth[]; differences: ReconciliationDifference[] } | null> {
  const months = monthsBetween(from, to);
  const counted = await adminStatMonths(deps.db, months);
  if (!counted) return null;
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
    const stats = counted.get(month) ?? { capturedPaise: 0, refundedPaise: 0 };
    for (const [kind, logPaise, statsPaise] of [
      ['captured', log.captured, stats.capturedPaise],
      ['refunded', log.refunded, stats.refundedPaise],
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
        message: `The admin stats count ${formatPaise(statsPaise)} ${kind} in ${month}; the log's events add up to ${formatPaise(logPaise)}`,
      });
    }
    return { month, log: figures(log), adminStats: figures({ captured: stats.capturedPaise, refunded: stats.refundedPaise }) };
  });
  return { months: result, differences };
}
