// The reconciliation's figures as the page lays them out (issue 31, item 4): the API's days as they come, or summed into
// the months they fall in (to the paisa), each with the log's, the ledger's and the gateway's figures side by side,
// and whether a source says other than the log. The reconciliation itself is the API's; nothing is recomputed here.
import type { MoneyFigures, ReconciliationDay, ReconciliationMonth } from '@margdarshak/contracts/api/audit';

/** The three sources every day has; the admin revenue is compared with the log per whole month only. */
export const sources = ['log', 'readModel', 'gateway'] as const;
export type FigureSource = (typeof sources)[number] | 'adminStats';

export interface FigureRow {
  /** 'YYYY-MM-DD' or 'YYYY-MM'. */
  period: string;
  figures: Partial<Record<FigureSource, MoneyFigures>>;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const add = (a: MoneyFigures, b: MoneyFigures): MoneyFigures => ({
  captured: (paise(a.captured) + paise(b.captured)) / 100,
  refunded: (paise(a.refunded) + paise(b.refunded)) / 100,
  net: (paise(a.net) + paise(b.net)) / 100,
});

/** The days (in the API's order) with any money in any source: a month of empty days would bury the one that matters. */
export function daysWithMoney(days: readonly ReconciliationDay[]): FigureRow[] {
  return days
    .filter((day) => sources.some((source) => day[source].captured !== 0 || day[source].refunded !== 0))
    .map((day) => ({ period: day.date, figures: { log: day.log, readModel: day.readModel, gateway: day.gateway } }));
}

/** The range's days summed per India month (only the days inside the range), in order. */
export function daysByMonth(days: readonly ReconciliationDay[]): FigureRow[] {
  const months = new Map<string, Record<(typeof sources)[number], MoneyFigures>>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const sums = months.get(month) ?? { log: noMoney, readModel: noMoney, gateway: noMoney };
    months.set(month, { log: add(sums.log, day.log), readModel: add(sums.readModel, day.readModel), gateway: add(sums.gateway, day.gateway) });
  }
  return [...months].map(([period, figures]) => ({ period, figures }));
}

/** The admin revenue's whole months beside the log replayed for each. */
export const statsMonths = (months: readonly ReconciliationMonth[]): FigureRow[] => months.map((month) => ({ period: month.month, figures: { log: month.log, adminStats: month.adminStats } }));

export const noMoney: MoneyFigures = { captured: 0, refunded: 0, net: 0 };

/** Two rupee figures equal to the paisa (0.1 + 0.2 is 0.3 here). */
export const samePaise = (a: number, b: number): boolean => paise(a) === paise(b);
