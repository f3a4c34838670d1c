// The log against the ledger (the read model every money figure reads): each payment and refund the log recorded must
// be the ledger's row of the same event, with its amount and on its India day; each row the ledger dates in the range
// must be an event the log recorded on that day.
import { formatPaise } from '@margdarshak/contracts/money';
import type { ReconciliationDifference } from '@margdarshak/contracts/api/audit';
import type { LedgerEntry } from '@margdarshak/projections/ledger/ledgerQueries';
import type { MoneyMove } from './moneyLedger';
import { difference } from './reconciliationParts';

const kindOf = (row: LedgerEntry): MoneyMove['kind'] => (row.kind === 'payment' ? 'captured' : 'refunded');
const named = (kind: MoneyMove['kind'], ids: { paymentId: string | null; refundId: string | null }) => (kind === 'captured' ? `payment ${ids.paymentId}` : `refund ${ids.refundId}`);

/** What the ledger says of the log's move: its amount on the move's day (0 when its row is missing or dated otherwise), and why not. */
export function ledgerSays(row: LedgerEntry | undefined, move: MoneyMove): { paise: number; message?: string } {
  const what = named(move.kind, move);
  if (!row) return { paise: 0, message: `The ledger has no row for ${what}` };
  if (row.amountPaise !== move.amountPaise) return { paise: row.amountPaise, message: `The ledger says ${what} was ${formatPaise(row.amountPaise)}; the log says ${formatPaise(move.amountPaise)}` };
  if (row.day !== move.day) return { paise: 0, message: `The ledger puts ${what} on ${row.day}; the log recorded it on ${move.day}` };
  return { paise: row.amountPaise };
}

/** Rows the ledger dates in the range whose event is none of the range's moves: dated otherwise, or never in the log. */
export async function unexplainedRows(
  rows: readonly LedgerEntry[],
  moves: readonly MoneyMove[],
  logHas: (bookingId: string, type: string, field: string, value: string) => Promise<boolean>,
): Promise<ReconciliationDifference[]> {
  const known = new Set(moves.map((m) => m.eventId));
  const differences: ReconciliationDifference[] = [];
  for (const row of rows) {
    if (known.has(row.eventId)) continue;
    const kind = kindOf(row);
    const what = named(kind, row);
    const [field, value] = kind === 'captured' ? ['paymentId', row.paymentId] : ['refundId', row.refundId];
    const inLog = value !== null && (await logHas(row.bookingId, row.eventType, field, value));
    const message = inLog ? `The ledger puts ${what} on ${row.day}; the log recorded it on another day` : `The ledger shows ${what}, which the log never recorded`;
    differences.push(difference('readModel', { ...row, kind }, 0, row.amountPaise, message));
  }
  return differences;
}
