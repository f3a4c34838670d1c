// GET /api/audit/payments.csv, the accountants' view of the ledger: one line per row of the ledger dated in a range of
// India days, in log order: a payment on the day it was captured, a refund on the day it was issued (its own line, its
// amount under Refund and taken off under Net), each with its booking, order, student, package and coupon. A closed
// range's CSV never changes: a later refund is a line of its later day. Written page by page; formula-safe cells, CRLF.
import type { AuditDayRange } from '@margdarshak/contracts/api/audit';
import { type LedgerEntry, ledgerPage } from '@margdarshak/projections/ledger/ledgerQueries';
import { csvRupees, csvText } from '../../platform/csv';
import type { AuditDeps } from './auditDeps';

export const PAYMENTS_CSV_HEADER = [
  'Date (IST)',
  'Booking ID',
  'Order ID',
  'Payment ID',
  'Student ID',
  'Package',
  'Coupon',
  'Amount (INR)',
  'Refund (INR)',
  'Net (INR)',
  'Entry',
  'Refund ID',
  'Event ID',
];

const PAGE = 500;

function line(entry: LedgerEntry): string {
  const paid = entry.kind === 'payment' ? entry.amountPaise : 0;
  const refunded = entry.kind === 'refund' ? entry.amountPaise : 0;
  const text = [entry.day, entry.bookingId, entry.orderId ?? '', entry.paymentId ?? '', entry.studentId ?? '', entry.packageName ?? '', entry.couponCode ?? ''].map(csvText);
  const after = [entry.kind, entry.refundId ?? '', entry.eventId].map(csvText);
  return `${[...text, csvRupees(paid), csvRupees(refunded), csvRupees(paid - refunded), ...after].join(',')}\r\n`;
}

export async function* paymentsCsv(deps: Pick<AuditDeps, 'db'>, range: AuditDayRange): AsyncGenerator<string> {
  yield `${PAYMENTS_CSV_HEADER.join(',')}\r\n`;
  for (let after: LedgerEntry | undefined; ; ) {
    const page = await ledgerPage(deps.db, range, { after, limit: PAGE });
    yield page.map(line).join('');
    after = page.at(-1);
    if (!after || page.length < PAGE) return;
  }
}
