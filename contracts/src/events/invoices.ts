// Money documents (issue 31, item 1): tax invoices, receipts (bills of supply, when the platform has no GSTIN) and credit
// notes. Each kind has one stream per financial year, `invoicenumbers-{kind}-{year}`, whose events are its documents in
// number order: the n-th event is number n, claimed with an expected revision, so a year's numbers have no gap and no
// duplicate. An issued document never changes; every figure is on it (amounts in integer paise). Personal details
// (names) are not: the PDF reads them when it is drawn, so an erased person stays erased. The ledger reads these events.
import { z } from 'zod';
import { gstDetails } from '../invoices/gstDetails';
import { type documentKinds, financialYear } from '../invoices/documentNumber';

const paise = z.number().int().nonnegative();

export const invoiceNumbersStream = (kind: (typeof documentKinds)[number], year: string) => `invoicenumbers-${kind}-${year}`;

const taxLine = z.object({ tax: z.enum(['CGST', 'SGST', 'IGST']), rateBasisPoints: z.number().int().nonnegative(), amountPaise: paise });

/** What every document carries. */
const document = z.object({
  number: z.string(),
  financialYear,
  sequence: z.number().int().positive(),
  /** When the payment was captured (an invoice, a receipt) or the refund issued (a credit note). */
  issuedAt: z.iso.datetime(),
  seller: gstDetails,
  bookingId: z.uuid(),
  studentId: z.uuid(),
  /** Who paid: the student, or the parent who paid for their child's session. */
  payer: z.object({ role: z.enum(['student', 'parent']), userId: z.uuid() }),
  paymentId: z.string(),
  description: z.string(),
  sac: z.string(),
  /** The payer's GST state code, or the seller's when unknown (intra-state). */
  placeOfSupply: z.string(),
  taxablePaise: paise,
  taxes: z.array(taxLine),
  totalPaise: paise,
  totalInWords: z.string(),
});

const sale = document.extend({
  /** The listed price, the coupon and its discount, and what was paid (totalPaise). */
  pricePaise: paise,
  couponCode: z.string().nullable(),
  discountPaise: paise,
});

export const invoiceEvents = {
  /** A tax invoice for a captured payment the booking kept. */
  TaxInvoiceIssued: { version: 1, schema: sale.extend({ kind: z.literal('invoice') }) },
  /** A receipt (bill of supply) in its place, when the platform had no GSTIN: no tax on it. */
  ReceiptIssued: { version: 1, schema: sale.extend({ kind: z.literal('receipt') }) },
  /** A refund of (part of) a payment, referring to that payment's invoice or receipt; taxed as that document was. */
  CreditNoteIssued: { version: 1, schema: document.extend({ kind: z.literal('credit_note'), refundId: z.string(), refersTo: z.string() }) },
} as const;

type EventOf<Type extends keyof typeof invoiceEvents> = { type: Type; data: z.infer<(typeof invoiceEvents)[Type]['schema']> };

export type InvoiceEvent = { [Type in keyof typeof invoiceEvents]: EventOf<Type> }[keyof typeof invoiceEvents];
export type IssuedDocument = InvoiceEvent['data'];
