// The back office's Invoices list (issue 31, item 4): GET /api/admin/invoices in ra-data-simple-rest's protocol, every
// issued invoice, receipt and credit note, for admins and auditors (it only reads). Amounts in rupees; the party is the
// student billed, by their name as it is now ('A former student' once erased), as the PDF says it.
import Router from '@koa/router';
import { type AdminInvoice, adminInvoiceFilter, adminInvoiceSortFields, invoicePdfPath } from '@margdarshak/contracts/api/invoices';
import { type ListedDocument, queryDocuments } from '@margdarshak/projections/invoices/invoiceDocumentsQueries';
import { studentNames } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/guards';
import { parseListQuery, sendPage } from '../../platform/http/simpleRest';
import { labelFor } from './invoiceLabels';

const listed = (document: ListedDocument, names: Map<string, string>): AdminInvoice => ({
  id: document.number,
  kind: document.kind,
  issuedAt: document.issuedAt,
  bookingId: document.bookingId,
  party: names.get(document.studentId) ?? labelFor('en')('formerStudent'),
  paidByParent: document.payerId !== document.studentId,
  taxable: document.taxablePaise / 100,
  tax: (document.totalPaise - document.taxablePaise) / 100,
  total: document.totalPaise / 100,
  refersTo: document.refersTo,
  pdfUrl: invoicePdfPath(document.number),
});

export function adminInvoicesRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.get('/invoices', requireRole(deps, 'admin', 'auditor'), async (ctx) => {
    const query = parseListQuery(ctx.query, adminInvoiceSortFields, adminInvoiceFilter, 'issuedAt');
    const { rows, total } = await queryDocuments(deps.db, query);
    const names = await studentNames(
      deps.db,
      rows.map((row) => row.studentId),
    );
    ctx.set('Cache-Control', 'no-store');
    sendPage(
      ctx,
      'invoices',
      query.range,
      rows.map((row) => listed(row, names)),
      total,
    );
  });
  return router;
}
