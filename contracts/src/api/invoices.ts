// A booking's money documents as its readers see them (issue 31, "The API"): GET /api/bookings/{id}/invoices, and each
// document's PDF at GET /api/invoices/{number}/pdf, the number URL-encoded. Amounts in rupees, as the API speaks them.
import { z } from 'zod';
import { type DocumentKind, parseDocumentNumber } from '../invoices/documentNumber';

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
