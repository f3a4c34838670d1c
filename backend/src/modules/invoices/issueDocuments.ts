// The two documents a payment's life gives: an invoice (a receipt when the platform has no GSTIN) for a captured
// payment its booking kept, and a credit note for each refund of it, taxed as its invoice was.
import type { IssuedDocument } from '@margdarshak/contracts/events/invoices';
import { amountInWords } from '@margdarshak/contracts/invoices/amountInWords';
import { financialYearOf } from '@margdarshak/contracts/invoices/financialYear';
import { splitTax } from '@margdarshak/contracts/invoices/gstTax';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { issueNumbered, yearsDocuments } from './invoiceNumbers';
import { saleFacts } from './saleFacts';

/** The invoice or receipt for a payment, issued once; nothing when the booking never kept it. */
export async function issueSaleDocument(deps: AppDeps, actor: Actor, bookingId: string, paymentId: string): Promise<void> {
  const sale = await saleFacts(deps, bookingId, paymentId);
  if (!sale) return;
  const seller = deps.config.gst;
  const kind = seller.gstin ? 'invoice' : 'receipt';
  const year = financialYearOf(sale.capturedAt);
  // The place of supply is the state the payer gave at checkout; the seller's (intra-state) when they gave none (0140).
  const tax = splitTax(sale.amountPaise, seller, sale.payerState);
  const { capturedAt, amountPaise, payerState, ...facts } = sale;
  await issueNumbered(deps, actor, { kind, year, source: `payment:${paymentId}` }, (number, sequence) => {
    const data = {
      ...facts,
      number,
      financialYear: year,
      sequence,
      issuedAt: capturedAt.toISOString(),
      seller,
      sac: seller.sac,
      placeOfSupply: tax.placeOfSupply,
      taxablePaise: tax.taxablePaise,
      taxes: tax.lines,
      totalPaise: tax.totalPaise,
      totalInWords: amountInWords(tax.totalPaise),
    };
    return kind === 'invoice' ? { type: 'TaxInvoiceIssued', data: { ...data, kind } } : { type: 'ReceiptIssued', data: { ...data, kind } };
  });
}

/** The invoice or receipt a payment was given, in the year it was captured. */
export async function saleDocumentOf(deps: AppDeps, paymentId: string, capturedAt: Date): Promise<IssuedDocument | undefined> {
  const year = financialYearOf(capturedAt);
  for (const kind of ['invoice', 'receipt'] as const) {
    const found = (await yearsDocuments(deps, kind, year)).documents.get(`payment:${paymentId}`);
    if (found) return found;
  }
  return undefined;
}

export interface Refund {
  bookingId: string;
  paymentId: string;
  refundId: string;
  amountPaise: number;
  refundedAt: Date;
}

/**
 * The credit note for a refund, referring to its payment's invoice, with that invoice's seller, place of supply and
 * rate; nothing for a payment the booking never kept (it was no sale). Until the invoice is issued (its job may not have
 * run yet) this fails, and the worker tries again.
 */
export async function issueCreditNote(deps: AppDeps, actor: Actor, refund: Refund): Promise<void> {
  const sale = await saleFacts(deps, refund.bookingId, refund.paymentId);
  if (!sale) return;
  const original = await saleDocumentOf(deps, refund.paymentId, sale.capturedAt);
  if (!original) throw new Error(`Payment ${refund.paymentId} has no invoice yet; its credit note waits for it`);
  const year = financialYearOf(refund.refundedAt);
  const tax = splitTax(refund.amountPaise, original.seller, original.placeOfSupply);
  await issueNumbered(deps, actor, { kind: 'credit_note', year, source: `refund:${refund.refundId}` }, (number, sequence) => ({
    type: 'CreditNoteIssued',
    data: {
      kind: 'credit_note',
      number,
      financialYear: year,
      sequence,
      issuedAt: refund.refundedAt.toISOString(),
      seller: original.seller,
      bookingId: original.bookingId,
      studentId: original.studentId,
      payer: original.payer,
      paymentId: original.paymentId,
      description: `Refund: ${original.description}`,
      sac: original.sac,
      placeOfSupply: tax.placeOfSupply,
      taxablePaise: tax.taxablePaise,
      taxes: tax.lines,
      totalPaise: tax.totalPaise,
      totalInWords: amountInWords(tax.totalPaise),
      refundId: refund.refundId,
      refersTo: original.number,
    },
  }));
}
