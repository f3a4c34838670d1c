// A counsellor's statement for an India month (decision 0129), from the ledger alone: what was owed at the end of the
// month before (carried over), then the month's rows as lines (one per booking, one per payout) with the events behind
// them, and owed = carried over + paid - refunds - commission - payouts, which the next month carries over. Each row is
// dated by its own event, so a closed month's statement never changes. Sums are made in paise; rupees only at the end.
import type { Statement, StatementLine } from '@margdarshak/contracts/api/statements';
import { addDays } from '@margdarshak/contracts/schedule/slots';
import { type KindSums, paymentsAwaitingCommission, type StatementRow, statementRowsBetween, statementSumsBefore } from '@margdarshak/projections/ledger/ledgerStatements';
import { payoutsOfEvents } from '@margdarshak/projections/payouts/payoutsQueries';
import type { Knex } from 'knex';

/** The first and last India day of a YYYY-MM month. */
export function monthDays(month: string): { first: string; last: string } {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, last: addDays(`${next}-01`, -1) };
}

/** Paise the counsellor is owed by these sums: paid - refunds - commission (less what was given back) - payouts. */
export const owedBy = (sums: KindSums) => sums.payment - sums.refund - (sums.commission - sums.commission_return) - sums.payout;

/**
 * What the counsellor has earned to date, before any payout: the ledger's side of a payout's limit. Undefined while a
 * kept payment's commission is still to be charged: the sum would then count the platform's share as theirs. (A refund
 * whose commission is not given back yet only makes the sum smaller, which refuses too much at worst.)
 */
export async function earnedToDate(db: Knex, counsellorId: string): Promise<number | undefined> {
  if ((await paymentsAwaitingCommission(db, counsellorId)) > 0) return undefined;
  const sums = await statementSumsBefore(db, counsellorId, '9999-12-31');
  return owedBy({ ...sums, payout: 0 });
}

const rupees = (paise: number) => paise / 100;

function sumsOf(rows: readonly StatementRow[]): KindSums {
  const sums: KindSums = { payment: 0, refund: 0, commission: 0, commission_return: 0, payout: 0 };
  for (const row of rows) sums[row.kind] += row.amountPaise;
  return sums;
}

async function linesOf(db: Knex, rows: readonly StatementRow[]): Promise<StatementLine[]> {
  const payouts = await payoutsOfEvents(
    db,
    rows.filter((row) => row.kind === 'payout').map((row) => row.eventId),
  );
  const groups = new Map<string, StatementRow[]>();
  for (const row of rows) {
    const key = row.bookingId ?? `payout:${row.eventId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group): StatementLine => {
    const sums = sumsOf(group);
    const first = group[0];
    const payout = first?.kind === 'payout' ? payouts.get(first.eventId) : undefined;
    return {
      bookingId: first?.bookingId ?? null,
      packageName: group.find((row) => row.packageName !== null)?.packageName ?? null,
      payout: payout ? { reference: payout.reference, paidOn: payout.paidOn, forMonth: payout.month } : null,
      paid: rupees(sums.payment),
      refunds: rupees(sums.refund),
      commission: rupees(sums.commission - sums.commission_return),
      payouts: rupees(sums.payout),
      events: group.map((row) => ({ eventId: row.eventId, eventType: row.eventType, kind: row.kind, day: row.day, amount: rupees(row.amountPaise) })),
    };
  });
}

export async function statementOf(db: Knex, counsellorId: string, month: string): Promise<Statement> {
  const { first, last } = monthDays(month);
  const carried = owedBy(await statementSumsBefore(db, counsellorId, first));
  const rows = await statementRowsBetween(db, counsellorId, first, last);
  const sums = sumsOf(rows);
  return {
    counsellorId,
    month,
    carriedOver: rupees(carried),
    paid: rupees(sums.payment),
    refunds: rupees(sums.refund),
    commission: rupees(sums.commission - sums.commission_return),
    payouts: rupees(sums.payout),
    owed: rupees(carried + owedBy(sums)),
    lines: await linesOf(db, rows),
  };
}
