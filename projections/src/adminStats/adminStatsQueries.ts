// Reads over the back office's counters: a handful of rows, whatever the size of the log. Money is the ledger's (one
// rule for dates: a refund counts in the month it was issued); amounts leave here in rupees.
import type { Knex } from 'knex';
import { ADMIN_STATS_MONTHS, type AdminStats, type AdminStatsMonth } from '@margdarshak/contracts/api/admin';
import type { BookingStatus } from '@margdarshak/contracts/api/bookings';
import { istMonth, type TotalName } from './adminStatsFold';
import { ledgerMonths, ledgerTotals, type LedgerSums } from '../ledger/ledgerQueries';
import { adminStatMonthsTable, adminStatTotalsTable } from './adminStatsProjection';

const rupees = (paise: number) => paise / 100;

async function totals(db: Knex, names: readonly TotalName[]): Promise<Record<TotalName, number>> {
  const rows: { name: string; value: string }[] = await db(adminStatTotalsTable).whereIn('name', names).select('name', 'value');
  const found = new Map(rows.map((r) => [r.name, Number(r.value)]));
  return Object.fromEntries(names.map((name) => [name, found.get(name) ?? 0])) as Record<TotalName, number>;
}

/** `count` India months ('YYYY-MM') ending with `last`, oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year = 0, month = 1] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

interface MonthRecord {
  month: string;
  bookings: number;
}

const toMonth = (month: string, money: LedgerSums | undefined, record: MonthRecord | undefined): AdminStatsMonth => {
  const { captured, refunded } = money ?? { captured: 0, refunded: 0 };
  return { month, captured: rupees(captured), refunded: rupees(refunded), revenue: rupees(captured - refunded), bookings: Number(record?.bookings ?? 0) };
};

/** The overview's figures (dashboards §3): revenue is money captured less refunds issued, this month India's at `now`. */
export async function adminStats(db: Knex, now: Date): Promise<AdminStats> {
  const month = istMonth(now);
  const [t, money, thisMonth] = await Promise.all([totals(db, ['users', 'counsellors', 'counsellors_pending', 'bookings_paid', 'bookings_completed']), ledgerTotals(db), ledgerMonths(db, [month])]);
  return {
    userCount: t.users,
    counsellorCount: t.counsellors,
    pendingCounsellorsCount: t.counsellors_pending,
    bookingsCount: t.bookings_paid,
    completedBookingsCount: t.bookings_completed,
    totalRevenue: rupees(money.captured - money.refunded),
    monthlyRevenue: toMonth(month, thisMonth.get(month), undefined).revenue,
  };
}

/** The overview's chart: the last ADMIN_STATS_MONTHS India months up to `now`'s, oldest first, months without figures as zeros. */
export async function adminStatsMonths(db: Knex, now: Date): Promise<AdminStatsMonth[]> {
  const months = monthsEndingWith(istMonth(now), ADMIN_STATS_MONTHS);
  const [records, money]: [MonthRecord[], Map<string, LedgerSums>] = await Promise.all([db(adminStatMonthsTable).whereIn('month', months).select('month', 'bookings'), ledgerMonths(db, months)]);
  const byMonth = new Map(records.map((r) => [r.month, r]));
  return months.map((month) => toMonth(month, money.get(month), byMonth.get(month)));
}

/** Every booking by the status the dashboards show (a failed or lapsed checkout counts as cancelled): list totals. */
export async function bookingCountsByStatus(db: Knex): Promise<Record<BookingStatus, number>> {
  const t = await totals(db, ['bookings_pending', 'bookings_confirmed', 'bookings_completed', 'bookings_cancelled']);
  return { pending: t.bookings_pending, confirmed: t.bookings_confirmed, completed: t.bookings_completed, cancelled: t.bookings_cancelled };
}
