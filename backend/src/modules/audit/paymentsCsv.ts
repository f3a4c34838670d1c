// GET /api/audit/payments.csv and the accountants' view of the log: one line per captured payment in a range of India
// days (the capture's day), with its booking, order, student, package and coupon (from the booking's request) and
// whatever of it has been refunded so far. Written page by page; formula-safe cells, CRLF line ends.
import type { AuditDayRange } from '@margdarshak/contracts/api/audit';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import type { LogPosition } from '@margdarshak/contracts/log';
import { csvRupees, csvText } from '../../platform/csv';
import { bookingStream } from '../bookings';
import type { AuditDeps } from './auditDeps';
import { allMatching } from './eventLog';
import { dayRangeInstants, moneyMoveOf } from './moneyLedger';

export const PAYMENTS_CSV_HEADER = ['Date (IST)', 'Booking ID', 'Order ID', 'Payment ID', 'Student ID', 'Package', 'Coupon', 'Amount (INR)', 'Refund (INR)', 'Net (INR)'];

const PAGE = 500;
type Requested = ReturnType<typeof bookingEvents.BookingRequested.schema.parse>;

/** Each booking's request: the first event of its stream, fetched for a page of payments at once. */
async function requestsOf(deps: AuditDeps, bookingIds: readonly string[]): Promise<Map<string, Requested>> {
  const unique = [...new Set(bookingIds)];
  const first = await deps.eventStore.readEvents(unique.map((id) => ({ streamName: bookingStream(id), revision: 0n })));
  const requests = new Map<string, Requested>();
  for (const event of first) {
    if (event.type !== 'BookingRequested') continue;
    const request = bookingEvents.BookingRequested.schema.parse(event.data);
    requests.set(request.bookingId, request);
  }
  return requests;
}

export async function* paymentsCsv(deps: AuditDeps, range: AuditDayRange): AsyncGenerator<string> {
  const { from, to } = dayRangeInstants(range.from, range.to);
  // A payment of the range may be refunded later: every refund from the range's start on counts.
  const refunded = new Map<string, number>();
  for (const event of await allMatching(deps, { type: 'RefundIssued', from })) {
    const move = moneyMoveOf(event);
    if (move) refunded.set(move.paymentId, (refunded.get(move.paymentId) ?? 0) + move.amountPaise);
  }
  yield `${PAYMENTS_CSV_HEADER.join(',')}\r\n`;
  for (let after: LogPosition | undefined; ; ) {
    const page = await deps.eventStore.readAllFiltered({ after, maxCount: PAGE, filter: { type: 'PaymentVerified', from, to } });
    const captures = page.flatMap((event) => moneyMoveOf(event) ?? []);
    const requests = await requestsOf(
      deps,
      captures.map((c) => c.bookingId),
    );
    yield captures
      .map((capture) => {
        const request = requests.get(capture.bookingId);
        const refund = refunded.get(capture.paymentId) ?? 0;
        const text = [capture.day, capture.bookingId, capture.orderId ?? '', capture.paymentId, request?.studentId ?? '', request?.packageName ?? '', request?.couponCode ?? ''].map(csvText);
        return `${[...text, csvRupees(capture.amountPaise), csvRupees(refund), csvRupees(capture.amountPaise - refund)].join(',')}\r\n`;
      })
      .join('');
    const last = page.at(-1);
    if (!last || page.length < PAGE) return;
    after = last.position;
  }
}
