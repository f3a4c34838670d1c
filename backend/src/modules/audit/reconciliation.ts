// GET /api/audit/reconciliation and `npm run audit -- reconcile`: every payment and refund the log recorded in a range of
// India days, summed per day, beside what the ledger (the read model every money figure reads, under `readModel`) dates
// on those days and what the gateway says about the same moves, and the admin revenue's months beside the log's, with
// every difference listed by the booking behind it; and the money documents' sequences (reconcileInvoices.ts).
import type { AuditDayRange, Reconciliation, ReconciliationDifference, ReconciliationDay } from '@margdarshak/contracts/api/audit';
import { ledgerEntriesBetween, ledgerEntriesOfEvents } from '@margdarshak/projections/ledger/ledgerQueries';
import type { AuditDeps } from './auditDeps';
import { gatewayRecords } from './gatewayRecords';
import { indiaDays } from './indiaTime';
import { dayRangeInstants, moneyBetween } from './moneyLedger';
import { gatewayAmount, gatewayMessage, gatewayOnly } from './reconcileGateway';
import { reconcileInvoices } from './reconcileInvoices';
import { reconcileMonths } from './reconcileMonths';
import { ledgerSays, unexplainedRows } from './reconcileLedger';
import { bookingHistoryLookup, difference, figures, zero, type Source, type Sums } from './reconciliationParts';

/** Told how far the gateway has been asked (the long part): done of total questions. */
export type ReconcileProgress = (done: number, total: number) => void;

export async function reconcile(deps: AuditDeps, range: AuditDayRange, onProgress?: ReconcileProgress): Promise<Reconciliation> {
  const { from, to } = dayRangeInstants(range.from, range.to);
  const { moves, orders } = await moneyBetween(deps, from, to);
  const [rows, datedInRange] = await Promise.all([
    ledgerEntriesOfEvents(
      deps.db,
      moves.map((m) => m.eventId),
    ),
    ledgerEntriesBetween(deps.db, range.from, range.to),
  ]);
  const rowOf = new Map(rows.map((row) => [row.eventId, row]));
  const logHas = bookingHistoryLookup(deps);

  const days = new Map(indiaDays(range.from, range.to).map((day) => [day, { log: zero(), readModel: zero(), gateway: zero() } as Record<Source, Sums>]));
  const add = (day: string, source: Source, kind: keyof Sums, paise: number) => {
    const sums = days.get(day)?.[source];
    if (sums) sums[kind] += paise;
  };
  const differences: ReconciliationDifference[] = [];

  for (const move of moves) {
    add(move.day, 'log', move.kind, move.amountPaise);
    const said = ledgerSays(rowOf.get(move.eventId), move);
    if (said.message) differences.push(difference('readModel', move, move.amountPaise, said.paise, said.message));
  }
  // The ledger's side of each day is what it dates on that day, as every report reading it shows.
  for (const row of datedInRange) add(row.day, 'readModel', row.kind === 'payment' ? 'captured' : 'refunded', row.amountPaise);
  differences.push(...(await unexplainedRows(datedInRange, moves, logHas)));

  const orderIds = [...new Set([...orders.map((o) => o.orderId), ...moves.flatMap((m) => (m.orderId ? [m.orderId] : []))])];
  const records = await gatewayRecords(deps.payments, orderIds, [...new Set(moves.map((m) => m.paymentId))], onProgress);
  for (const move of moves) {
    const amount = gatewayAmount(records, move);
    add(move.day, 'gateway', move.kind, amount);
    if (amount !== move.amountPaise) differences.push(difference('gateway', move, move.amountPaise, amount, gatewayMessage(amount, move)));
  }
  for (const extra of await gatewayOnly(records, orders, moves, logHas)) {
    add(extra.day, 'gateway', extra.kind, extra.amountPaise);
    differences.push(extra.difference);
  }

  const monthly = await reconcileMonths(deps, range.from, range.to);
  differences.push(...monthly.differences);
  const invoices = await reconcileInvoices(deps, range, moves, logHas);

  const total = (source: Source) => [...days.values()].reduce((sum, day) => ({ captured: sum.captured + day[source].captured, refunded: sum.refunded + day[source].refunded }), zero());
  return {
    from: range.from,
    to: range.to,
    gateway: deps.payments.name,
    days: [...days].map(([date, sums]): ReconciliationDay => ({ date, log: figures(sums.log), readModel: figures(sums.readModel), gateway: figures(sums.gateway) })),
    totals: { log: figures(total('log')), readModel: figures(total('readModel')), gateway: figures(total('gateway')) },
    months: monthly.months,
    differences: differences.sort((a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source)),
    invoices,
  };
}
