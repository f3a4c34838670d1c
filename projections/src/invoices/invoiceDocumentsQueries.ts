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

export interface ListedDocument extends InvoiceDocumentRow {
  studentId: string;
  payerId: string;
  taxablePaise: number;
  refersTo: string | null;
}

export interface DocumentListQuery {
  sort: { field: 'issuedAt' | 'id' | 'total'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { kind?: DocumentKind; number?: string; from?: string; to?: string };
}

const sortColumns = { issuedAt: 'issued_at', id: 'number', total: 'total_paise' } as const;
const IST = "'Asia/Kolkata'";

/** A page of every issued document (the back office's Invoices list), filtered by kind, part of a number and India days. */
export async function queryDocuments(db: Knex, query: DocumentListQuery): Promise<{ rows: ListedDocument[]; total: number }> {
  const { kind, number, from, to } = query.filter;
  const filtered = db(invoiceDocumentsTable).modify((q) => {
    if (kind) q.where({ kind });
    if (number) q.whereRaw('number ilike ?', [`%${number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    if (from) q.whereRaw(`(issued_at at time zone ${IST})::date >= ?::date`, [from]);
    if (to) q.whereRaw(`(issued_at at time zone ${IST})::date <= ?::date`, [to]);
  });
  const [counted, records] = await Promise.all([
    filtered.clone().count<{ n: string }[]>({ n: '*' }),
    filtered
      .clone()
      .orderBy([
        { column: sortColumns[query.sort.field], order: query.sort.order },
        { column: 'number', order: query.sort.order },
      ])
      .offset(query.range[0])
      .limit(query.range[1] - query.range[0] + 1)
      .select<DocumentRecord[]>('*'),
  ]);
  return {
    total: Number(counted[0]?.n ?? 0),
    rows: records.map((r) => ({
      number: r.number,
      kind: r.kind,
      bookingId: r.booking_id,
      issuedAt: r.issued_at.toISOString(),
      totalPaise: Number(r.total_paise),
      studentId: r.student_id,
      payerId: r.payer_id,
      taxablePaise: Number(r.taxable_paise),
      refersTo: r.refers_to,
    })),
  };
}

interface DocumentRecord {
  number: string;
  kind: DocumentKind;
  booking_id: string;
  student_id: string;
  payer_id: string;
  issued_at: Date;
  taxable_paise: string;
  total_paise: string;
  refers_to: string | null;
}

/** The booking and payment a document was issued for (the audit's payment lookup by invoice number). */
export async function documentByNumber(db: Knex, number: string): Promise<{ bookingId: string; paymentId: string } | undefined> {
  const record: { booking_id: string; payment_id: string } | undefined = await db(invoiceDocumentsTable).where({ number }).first('booking_id', 'payment_id');
  return record && { bookingId: record.booking_id, paymentId: record.payment_id };
}
