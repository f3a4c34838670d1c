// The reads over issued documents the invoices routes serve.
import type { Knex } from 'knex';
import type { DocumentKind } from '@margdarshak/contracts/invoices/documentNumber';
import { invoiceDocumentsTable } from './invoiceDocumentsProjection';

export interface InvoiceDocumentRow {
  number: string;
  kind: DocumentKind;
  bookingId: string;
  issuedAt: string;
  totalPaise: number;
}

/** A booking's documents, oldest first (an invoice before its credit notes). */
export async function documentsOfBooking(db: Knex, bookingId: string): Promise<InvoiceDocumentRow[]> {
  const rows: { number: string; kind: DocumentKind; booking_id: string; issued_at: Date; total_paise: string }[] = await db(invoiceDocumentsTable)
    .where({ booking_id: bookingId })
    .orderBy([{ column: 'issued_at' }, { column: 'number' }])
    .select('number', 'kind', 'booking_id', 'issued_at', 'total_paise');
  return rows.map((row) => ({ number: row.number, kind: row.kind, bookingId: row.booking_id, issuedAt: row.issued_at.toISOString(), totalPaise: Number(row.total_paise) }));
}
