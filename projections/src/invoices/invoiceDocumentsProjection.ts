// One row per issued money document (issue 31, item 1): which booking it is about, who may read it, its kind, number,
// date, taxable value and total (what the back office's Invoices list shows). The document itself (every figure) stays
// in its event, read by number; the ledger reads the events. Ids only, no personal data: an erasure leaves the rows, as it leaves the amounts in the log.
import type { Knex } from 'knex';
import { invoiceEvents } from '@margdarshak/contracts/events/invoices';
import type { Projection } from '../projection';

export const invoiceDocumentsTable = 'invoice_documents';

async function migrate(db: Knex) {
  if (await db.schema.hasTable(invoiceDocumentsTable)) return;
  await db.schema.createTable(invoiceDocumentsTable, (t) => {
    t.text('number').primary();
    t.text('kind').notNullable();
    t.uuid('booking_id').notNullable().index();
    t.uuid('student_id').notNullable();
    t.uuid('payer_id').notNullable();
    t.text('payment_id').notNullable();
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.bigInteger('taxable_paise').notNullable();
    t.bigInteger('total_paise').notNullable();
    t.text('refers_to');
    t.index(['issued_at', 'number']);
  });
}

const isDocument = (type: string): type is keyof typeof invoiceEvents => Object.hasOwn(invoiceEvents, type);

export const invoiceDocumentsProjection: Projection = {
  name: 'invoiceDocuments',
  version: 2,
  eventTypes: Object.keys(invoiceEvents),
  tables: [invoiceDocumentsTable],
  migrate,
  async apply(trx, events) {
    const rows = events.flatMap((event) => {
      if (!isDocument(event.type)) return [];
      const document = invoiceEvents[event.type].schema.parse(event.data);
      return [
        {
          number: document.number,
          kind: document.kind,
          booking_id: document.bookingId,
          student_id: document.studentId,
          payer_id: document.payer.userId,
          payment_id: document.paymentId,
          issued_at: document.issuedAt,
          taxable_paise: document.taxablePaise,
          total_paise: document.totalPaise,
          refers_to: document.kind === 'credit_note' ? document.refersTo : null,
        },
      ];
    });
    if (rows.length > 0) await trx(invoiceDocumentsTable).insert(rows).onConflict('number').ignore();
  },
};
