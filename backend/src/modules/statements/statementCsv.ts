// A statement as CSV for a spreadsheet: a row for what was carried over, one per ledger row of the month, line by line
// (the event behind it named), and a last row for what is owed; each row says how it moved what is owed and what was
// owed after it. Amounts are plain rupees to the paisa, CRLF line ends (RFC 4180).
import type { Statement, StatementEvent } from '@margdarshak/contracts/api/statements';
import { csvRupees, csvText } from '../../platform/csv';

const header = ['Month', 'Day (IST)', 'Entry', 'Booking ID', 'Package', 'Payout reference', 'Event ID', 'Amount (INR)', 'Effect on owed (INR)', 'Owed after (INR)'];

/** Which way a row moves what is owed: a payment and commission given back add to it; the rest take from it. */
const signOf = (kind: StatementEvent['kind']) => (kind === 'payment' || kind === 'commission_return' ? 1 : -1);
const paise = (rupees: number) => Math.round(rupees * 100);

export function statementCsv(statement: Statement): string {
  let owed = paise(statement.carriedOver);
  const rows = [[statement.month, '', 'carried_over', '', '', '', '', '', '', csvRupees(owed)]];
  for (const line of statement.lines) {
    for (const event of line.events) {
      const effect = signOf(event.kind) * paise(event.amount);
      owed += effect;
      const text = [statement.month, event.day, event.kind, line.bookingId ?? '', line.packageName ?? '', line.payout?.reference ?? '', event.eventId].map(csvText);
      rows.push([...text, csvRupees(paise(event.amount)), csvRupees(effect), csvRupees(owed)]);
    }
  }
  rows.push([statement.month, '', 'owed', '', '', '', '', '', '', csvRupees(paise(statement.owed))]);
  return `${[header.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
}
