// A money document's ledger row (decision 0132): a TaxInvoiceIssued, ReceiptIssued or CreditNoteIssued event is a row
// of its document's kind, dated by the document's own date (issuedAt: the capture or the refund it documents, so a
// document sits on the same India day as its money), for its total, with its number. Documents are not money moved:
// the money figures never sum these rows.
import { type IssuedDocument, invoiceEvents } from '@margdarshak/contracts/events/invoices';
import type { RecordedEvent } from '@margdarshak/contracts/log';

/** The document an event issued, or undefined for any other event. */
export function issuedDocumentOf(event: RecordedEvent): IssuedDocument | undefined {
  if (!Object.hasOwn(invoiceEvents, event.type)) return undefined;
  return invoiceEvents[event.type as keyof typeof invoiceEvents].schema.parse(event.data);
}

/** The ids and figures of a document's row. */
export const documentRowIds = (document: IssuedDocument) => ({
  bookingId: document.bookingId,
  paymentId: document.paymentId,
  refundId: document.kind === 'credit_note' ? document.refundId : null,
  amountPaise: document.totalPaise,
  documentNumber: document.number,
  at: document.issuedAt,
});
