// The money documents' sequences, read from the log (decision 0133): for every financial year the range touches, each
// kind's numbers run 1..n with no gap and no number twice; and every payment in the range that a booking kept (a sale,
// decision 0117) has exactly one invoice or receipt, every refund of one exactly one credit note. Each finding carries
// its sentence, as the money differences do.
import type { InvoiceDuplicate, InvoiceGap, InvoiceMissing, ReconciliationInvoices } from '@margdarshak/contracts/api/audit';
import { type IssuedDocument, invoiceEvents } from '@margdarshak/contracts/events/invoices';
import { type DocumentKind, documentNumber, parseDocumentNumber } from '@margdarshak/contracts/invoices/documentNumber';
import { financialYearOf } from '@margdarshak/contracts/invoices/financialYear';
import type { AuditDeps } from './auditDeps';
import { allMatching } from './eventLog';
import { indiaDayStart } from './indiaTime';
import type { MoneyMove } from './moneyLedger';

type HistoryHas = (bookingId: string, type: string, field: string, value: string) => Promise<boolean>;

const names: Record<DocumentKind, string> = { invoice: 'tax invoices', receipt: 'receipts', credit_note: 'credit notes' };

/** Every document the log holds, in log order (a few thousand a year: read whole). */
async function issuedDocuments(deps: Pick<AuditDeps, 'eventStore'>): Promise<IssuedDocument[]> {
  const events = await allMatching(deps, { streamPrefix: 'invoicenumbers-' });
  return events.flatMap((event) => (Object.hasOwn(invoiceEvents, event.type) ? [invoiceEvents[event.type as keyof typeof invoiceEvents].schema.parse(event.data)] : []));
}

/** The financial years from the one `from` falls in to the one `to` falls in. */
function yearsOf(from: string, to: string): Set<string> {
  const years = new Set<string>();
  const last = financialYearOf(new Date(indiaDayStart(to)));
  for (let start = Number(financialYearOf(new Date(indiaDayStart(from))).slice(0, 4)); ; start++) {
    const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    years.add(year);
    if (year === last) return years;
  }
}

/** The gaps and duplicates in each kind's numbers in the given financial years. */
export function sequenceFindings(documents: readonly IssuedDocument[], years: Set<string>): { gaps: InvoiceGap[]; duplicates: InvoiceDuplicate[] } {
  const gaps: InvoiceGap[] = [];
  const duplicates: InvoiceDuplicate[] = [];
  const byPlace = new Map<string, IssuedDocument[]>();
  for (const document of documents) {
    if (!years.has(document.financialYear)) continue;
    const place = `${document.kind} ${document.financialYear}`;
    const placed = byPlace.get(place);
    if (placed) placed.push(document);
    else byPlace.set(place, [document]);
  }
  for (const issued of byPlace.values()) {
    const seen = new Set<number>();
    let highest = 0; // not Math.max(...seen): a year's worth of numbers is more than a call takes as arguments
    for (const document of issued) {
      // The printed number is what counts; a number that is not ours counts as its stored place.
      const sequence = parseDocumentNumber(document.number)?.sequence ?? document.sequence;
      if (seen.has(sequence)) duplicates.push(duplicate(document, `${document.number} was issued twice in the ${names[document.kind]} of ${document.financialYear}`));
      seen.add(sequence);
      if (sequence > highest) highest = sequence;
    }
    const { kind, financialYear } = issued[0] as IssuedDocument;
    for (let n = 1; n <= highest; n++) {
      if (seen.has(n)) continue;
      let end = n;
      while (end + 1 <= highest && !seen.has(end + 1)) end++;
      const [first, last] = [documentNumber(kind, financialYear, n), documentNumber(kind, financialYear, end)];
      const what = n === end ? `${first} is missing` : `${first} to ${last} are missing`;
      gaps.push({ kind, financialYear, first, last, message: `${what} from the ${names[kind]} of ${financialYear}: the numbers must run without a gap` });
      n = end;
    }
  }
  return { gaps, duplicates };
}

const duplicate = (document: IssuedDocument, message: string): InvoiceDuplicate => ({
  kind: document.kind,
  financialYear: document.financialYear,
  number: document.number,
  bookingId: document.bookingId,
  paymentId: document.paymentId,
  refundId: document.kind === 'credit_note' ? document.refundId : null,
  message,
});

/** Each sale's payment and each refund of one in the range, against the documents issued for it. */
async function coverageFindings(documents: readonly IssuedDocument[], moves: readonly MoneyMove[], historyHas: HistoryHas) {
  const forSource = new Map<string, IssuedDocument[]>();
  for (const document of documents) {
    const source = document.kind === 'credit_note' ? `refund:${document.refundId}` : `payment:${document.paymentId}`;
    forSource.set(source, [...(forSource.get(source) ?? []), document]);
  }
  const missing: InvoiceMissing[] = [];
  const duplicates: InvoiceDuplicate[] = [];
  for (const move of moves) {
    if (!(await historyHas(move.bookingId, 'BookingConfirmed', 'paymentId', move.paymentId))) continue; // no sale, no document
    const isRefund = move.kind === 'refunded';
    const issued = forSource.get(isRefund ? `refund:${move.refundId}` : `payment:${move.paymentId}`) ?? [];
    const what = isRefund ? `refund ${move.refundId}` : `payment ${move.paymentId}`;
    if (issued.length === 0) {
      const wanted = isRefund ? 'no credit note' : 'no invoice or receipt';
      missing.push({
        date: move.day,
        for: isRefund ? 'refund' : 'payment',
        bookingId: move.bookingId,
        paymentId: move.paymentId,
        refundId: move.refundId,
        message: `The log has ${wanted} for ${what}`,
      });
    }
    for (const extra of issued.slice(1)) duplicates.push(duplicate(extra, `${extra.number} is a second document for ${what}, which ${issued[0]?.number} already covers`));
  }
  return { missing, duplicates };
}

export async function reconcileInvoices(
  deps: Pick<AuditDeps, 'eventStore'>,
  range: { from: string; to: string },
  moves: readonly MoneyMove[],
  historyHas: HistoryHas,
): Promise<ReconciliationInvoices> {
  const documents = await issuedDocuments(deps);
  const sequences = sequenceFindings(documents, yearsOf(range.from, range.to));
  const coverage = await coverageFindings(documents, moves, historyHas);
  return { gaps: sequences.gaps, duplicates: [...sequences.duplicates, ...coverage.duplicates], missing: coverage.missing };
}
