// The overview's figures as its cards and chart read them (dashboards §3): a missing figure reads 0.
import type { AdminStats, AdminStatsMonth } from '@margdarshak/contracts/api/admin';
import { monthLabel } from '../../lib/format';

const statKeys = [
  'userCount',
  'counsellorCount',
  'pendingCounsellorsCount',
  'bookingsCount',
  'completedBookingsCount',
  'totalRevenue',
  'monthlyRevenue',
] as const satisfies readonly (keyof AdminStats)[];

const figure = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** dashboards §3: each figure defaults to 0 if missing. */
export function statsWithDefaults(raw: unknown): AdminStats {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(statKeys.map((key) => [key, figure(source[key])])) as Record<(typeof statKeys)[number], number>;
}

export interface ChartMonth {
  month: string;
  label: string;
  revenue: number;
  bookings: number;
}

/** The chart's bars, oldest month first, whatever order they came in. */
export function chartMonths(months: readonly AdminStatsMonth[]): ChartMonth[] {
  return [...months].sort((a, b) => a.month.localeCompare(b.month)).map((m) => ({ month: m.month, label: monthLabel(m.month), revenue: figure(m.revenue), bookings: figure(m.bookings) }));
}
