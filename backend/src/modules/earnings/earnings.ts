// A counsellor's earnings (issue 15): what each paid session kept (paid less refunded), added up per month, per package
// and in total. The figures are the ledger's, and so are the months: a payment counts in the India month it was
// captured, a refund in the month it was issued, so a month once closed keeps its figures (issue 31). Each session
// still names the month it falls in. Sums are made in paise; rupees appear only in the answer and the CSV.
import type { Earnings, EarningsLine, EarningsSession } from '@margdarshak/contracts/api/counsellorWorkspace';
import { packageTypes } from '@margdarshak/contracts/api/shapes';
import type { EarningRow } from '@margdarshak/projections/bookings/counsellorBookingsQueries';
import { csvRupees, csvText } from '../../platform/csv';

interface PaiseLine {
  sessions: number;
  paid: number;
  refunded: number;
}

const empty = (): PaiseLine => ({ sessions: 0, paid: 0, refunded: 0 });
const add = <Key>(lines: Map<Key, PaiseLine>, key: Key, row: EarningRow) => {
  const line = lines.get(key) ?? empty();
  lines.set(key, { sessions: line.sessions + 1, paid: line.paid + row.paidPaise, refunded: line.refunded + row.refundedPaise });
};
const rupees = (line: PaiseLine): EarningsLine => ({ sessions: line.sessions, paid: line.paid / 100, refunded: line.refunded / 100, net: (line.paid - line.refunded) / 100 });

/** The session's month in India: the booking's date is already its India calendar date. */
const monthOf = (row: EarningRow) => row.row.date.slice(0, 7);

/** Each month's money from the ledger's rows: a session counts in the month its payment was captured. */
function byMonth(rows: readonly EarningRow[]): Map<string, PaiseLine> {
  const months = new Map<string, PaiseLine>();
  for (const move of rows.flatMap((row) => row.moves)) {
    const line = months.get(move.month) ?? empty();
    if (move.kind === 'payment') months.set(move.month, { ...line, sessions: line.sessions + 1, paid: line.paid + move.amountPaise });
    else months.set(move.month, { ...line, refunded: line.refunded + move.amountPaise });
  }
  return months;
}

export function summariseEarnings(rows: readonly EarningRow[]): Earnings {
  const total = new Map<'total', PaiseLine>();
  const months = byMonth(rows);
  const packages = new Map(packageTypes.map((type) => [type, empty()]));
  for (const row of rows) {
    add(total, 'total', row);
    add(packages, row.row.packageType, row);
  }
  const sessions = rows.map(
    (r): EarningsSession => ({
      bookingId: r.row.id,
      studentName: r.studentName,
      packageName: r.row.packageName,
      packageType: r.row.packageType,
      sessionDate: r.row.startsAt,
      month: monthOf(r),
      status: r.row.status === 'failed' || r.row.status === 'expired' ? 'cancelled' : r.row.status,
      paid: r.paidPaise / 100,
      refunded: r.refundedPaise / 100,
      net: (r.paidPaise - r.refundedPaise) / 100,
    }),
  );
  return {
    total: rupees(total.get('total') ?? empty()),
    months: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, line]) => ({ month, ...rupees(line) })),
    packages: [...packages].map(([packageType, line]) => ({ packageType, ...rupees(line) })),
    sessions,
  };
}

// ---- CSV ---------------------------------------------------------------------------------------------------------

export { csvRupees, csvText };

const header = ['Booking ID', 'Session date (IST)', 'Month', 'Student', 'Package', 'Package type', 'Status', 'Paid (INR)', 'Refunded (INR)', 'Net (INR)'];

/** One row per session, the figures as plain numbers in rupees; CRLF line ends (RFC 4180). */
export function earningsCsv(rows: readonly EarningRow[]): string {
  const lines = rows.map((r) => {
    const text = [r.row.id, `${r.row.date} ${r.row.slot}`, monthOf(r), r.studentName, r.row.packageName, r.row.packageType, r.row.status].map(csvText);
    return [...text, csvRupees(r.paidPaise), csvRupees(r.refundedPaise), csvRupees(r.paidPaise - r.refundedPaise)].join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
