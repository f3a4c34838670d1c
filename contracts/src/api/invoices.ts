// A booking's money documents as its readers see them (issue 31, "The API"): GET /api/bookings/{id}/invoices, and each
// document's PDF at GET /api/invoices/{number}/pdf, the number URL-encoded. Amounts in rupees, as the API speaks them.
import { z } from 'zod';
import { type DocumentKind, documentKinds, parseDocumentNumber } from '../invoices/documentNumber';
import { businessDate, withinSpan } from './bounds';

export interface BookingDocument {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  /** Rupees, to the paisa. */
  total: number;
  pdfUrl: string;
}

export const invoicePdfPath = (number: string) => `/api/invoices/${encodeURIComponent(number)}/pdf`;

export const invoiceNumberParam = z.object({
  number: z
    .string()
    .max(32)
    .refine((number) => parseDocumentNumber(number) !== undefined, 'Use a document number such as INV/26-27/00001'),
});

/** The PDF's file name: the number with its slashes as dashes. */
export const invoiceFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

// ---- The back office's Invoices list (issue 31, item 4) ------------------------------------------------------------

/** GET /api/admin/invoices (ra-data-simple-rest), for admins and auditors: one issued document a row. Rupees. */
export interface AdminInvoice {
  /** The document's number, which is its id. */
  id: string;
  kind: DocumentKind;
  issuedAt: string;
  bookingId: string;
  /** Who it is billed to: the student's name ('A former student' once erased), and whether a parent paid. */
  party: string;
  paidByParent: boolean;
  taxable: number;
  tax: number;
  total: number;
  /** The invoice a credit note refers to. */
  refersTo: string | null;
  pdfUrl: string;
}

export const adminInvoiceSortFields = ['issuedAt', 'id', 'total'] as const;

/** The `filter` of GET /api/admin/invoices: a kind, a number (or part of one), India days issued from..to. */
export const adminInvoiceFilter = z
  .object({
    kind: z.enum(documentKinds).optional(),
    number: z.string().trim().max(32).optional(),
    from: businessDate.optional(),
    to: businessDate.optional(),
  })
  .superRefine(withinSpan(3660));
