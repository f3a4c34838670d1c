// GET /api/audit/reconciliation and `npm run audit -- reconcile`: every payment and refund the log recorded in a range of
// India days, summed per day, beside what the payments read model (a line per payment) and the gateway say about the same moves (and the
// admin stats' months, where that read model exists), with every difference listed by the booking behind it.
import type { AuditDayRange, Reconciliation, ReconciliationDifference, ReconciliationDay } from '@margdarshak/contracts/api/audit';
import { paymentMoneyRows, paymentsMovedBetween } from '@margdarshak/projections/audit/reconciliationQueries';
import type { AuditDeps } from './auditDeps';
import { gatewayRecords } from './gatewayRecords';
import { indiaDays } from './indiaTime';
import { dayRangeInstants, moneyBetween } from './moneyLedger';
import { gatewayAmount, gatewayMessage, gatewayOnly } from './reconcileGateway';
import { reconcileMonths } from './reconcileMonths';
import { readModelAmount, readModelMessage, unexplainedRows } from './reconcileReadModels';
import { bookingHistoryLookup, difference, figures, zero, type Source, type Sums } from './reconciliationParts';

/** Told how far the gateway has been asked (the long part): done of total questions. */
export type ReconcileProgress = (done: number, total: number) => void;

export async function reconcile(deps: AuditDeps, range: AuditDayRange, onProgress?: ReconcileProgress): Promise<Reconciliation> {
  const { from, to } = dayRangeInstants(range.from, range.to);
  const { moves, orders } = await moneyBetween(deps, from, to);
  const bookingIds = [...new Set([...moves.map((m) => m.bookingId), ...orders.map((o) => o.bookingId)])];
  const [lines, movedInRange] = await Promise.all([paymentMoneyRows(deps.db, bookingIds), paymentsMovedBetween(deps.db, from, to)]);
  const logHas = bookingHistoryLookup(deps);

  const days = new Map(indiaDays(range.from, range.to).map((day) => [day, { log: zero(), readModel: zero(), gateway: zero() } as Record<Source, Sums>]));
  const add = (day: string, source: Source, kind: keyof Sums, paise: number) => {
    const sums = days.get(day)?.[source];
    if (sums) sums[kind] += paise;
  };
  const differences: ReconciliationDifference[] = [];

  for (const move of moves) {
    add(move.day, 'log', move.kind, move.amountPaise);
    const line = lines.get(move.paymentId);
    const shown = readModelAmount(line, move);
    add(move.day, 'readModel', move.kind, shown);
    if (shown !== move.amountPaise) differences.push(difference('readModel', move, move.amountPaise, shown, readModelMessage(line, move)));
  }
  const known = { payments: new Set(moves.map((m) => m.paymentId)), refunds: new Set(moves.flatMap((m) => (m.refundId ? [m.refundId] : []))) };
  const linesToCheck = new Map([...lines.values(), ...movedInRange].map((line) => [line.paymentId, line]));
  differences.push(...(await unexplainedRows([...linesToCheck.values()], known, logHas)));

  const orderIds = [...new Set([...orders.map((o) => o.orderId), ...moves.flatMap((m) => (m.orderId ? [m.orderId] : []))])];
  const records = await gatewayRecords(deps.payments, orderIds, [...known.payments], onProgress);
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
  if (monthly) differences.push(...monthly.differences);

  const total = (source: Source) => [...days.values()].reduce((sum, day) => ({ captured: sum.captured + day[source].captured, refunded: sum.refunded + day[source].refunded }), zero());
  return {
    from: range.from,
    to: range.to,
    gateway: deps.payments.name,
    days: [...days].map(([date, sums]): ReconciliationDay => ({ date, log: figures(sums.log), readModel: figures(sums.readModel), gateway: figures(sums.gateway) })),
    totals: { log: figures(total('log')), readModel: figures(total('readModel')), gateway: figures(total('gateway')) },
    months: monthly?.months ?? null,
    differences: differences.sort((a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source)),
  };
}
