// A statement drawn as the money documents are (reports' blocks, in the PDF worker pool): who and which month, the
// figures to the paisa, then a line per booking and per payout with the events behind it.
import type { Statement, StatementLine } from '@margdarshak/contracts/api/statements';
import { formatPaiseToThePaisa } from '@margdarshak/contracts/money';
import { TIME_ZONE } from '@margdarshak/contracts/schedule/slots';
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import type { PreparedDocument, ReportDocument } from '../reports';

type Block = ReportDocument['blocks'][number];

const money = (rupees: number) => formatPaiseToThePaisa(Math.round(rupees * 100));
const figure = (label: string, rupees: number, bold = false): Block => ({
  kind: 'text',
  runs: [
    { text: `${label}: `, bold: true },
    { text: money(rupees), bold },
  ],
  spaceAfter: 4,
});

/** "November 2026" for 2026-11. */
export const monthName = (month: string) => new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, month: 'long', year: 'numeric' }).format(new Date(`${month}-15T12:00:00Z`));

/** "20 Nov 2026" for the India day 2026-11-20. */
const dayName = (day: string) => new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day}T12:00:00+05:30`));

function lineText(line: StatementLine): string {
  if (line.payout) return `Payout ${money(line.payouts)} paid on ${dayName(line.payout.paidOn)} against ${monthName(line.payout.forMonth)}, reference ${line.payout.reference}`;
  const parts = [line.paid > 0 && `paid ${money(line.paid)}`, line.refunds > 0 && `refunded ${money(line.refunds)}`, line.commission !== 0 && `commission ${money(line.commission)}`].filter(Boolean);
  return `Booking ${line.bookingId} (${line.packageName ?? 'session'}): ${parts.join(', ') || 'no money'}`;
}

export function statementBlocks(statement: Statement, counsellorName: string): ReportDocument {
  const title = `Statement for ${monthName(statement.month)}`;
  const blocks: Block[] = [
    { kind: 'heading', text: title },
    { kind: 'text', runs: [{ text: counsellorName, bold: true }], spaceAfter: 2 },
    { kind: 'text', runs: [{ text: `Counsellor ID: ${statement.counsellorId}` }], spaceAfter: 12 },
    figure('Carried over from the month before', statement.carriedOver),
    figure('Paid by families', statement.paid),
    figure('Refunds', statement.refunds),
    figure('Platform commission', statement.commission),
    figure('Payouts to you', statement.payouts),
    figure('Owed to you at the end of the month', statement.owed, true),
    { kind: 'subheading', text: 'Sessions and payouts' },
  ];
  if (statement.lines.length === 0) blocks.push({ kind: 'text', runs: [{ text: 'Nothing moved this month.' }] });
  for (const line of statement.lines) {
    blocks.push({ kind: 'text', runs: [{ text: lineText(line) }], spaceAfter: 1 });
    blocks.push({ kind: 'text', runs: [{ text: `Events: ${line.events.map((event) => `${event.eventType} ${event.eventId} (${event.day})`).join('; ')}` }], size: 8, color: '#555555', spaceAfter: 6 });
  }
  blocks.push({
    kind: 'text',
    runs: [{ text: 'Owed = carried over + paid - refunds - commission - payouts. Each amount belongs to the India day it happened, so a closed month never changes.' }],
    spaceBefore: 12,
    size: 9,
  });
  return { info: { title, author: 'Margdarshak', subject: `${title}, ${counsellorName}` }, pageLabel: 'Page {page} of {pages}', blocks };
}

/** The PDF, rendered in the worker pool; kept by its content, so a statement that changed is drawn again. */
export function statementPdf(deps: Pick<AppDeps, 'pdf'>, statement: Statement, counsellorName: string): Promise<Buffer> {
  const prepared = statementBlocks(statement, counsellorName);
  const key = createHash('sha256').update(JSON.stringify(prepared)).digest('hex');
  return deps.pdf.render(`statement:${key}`, { prepared } satisfies PreparedDocument);
}
