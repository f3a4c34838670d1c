// A booking's money documents and each one's PDF (issue 31, "The API").
import Router from '@koa/router';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { type BookingDocument, invoiceFileName, invoiceNumberParam, invoicePdfPath } from '@margdarshak/contracts/api/invoices';
import { documentsOfBooking } from '@margdarshak/projections/invoices/invoiceDocumentsQueries';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/http/errors';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { assertReader, bookingDocumentParties } from './documentReaders';
import { issuedDocument, readerFacingPdf } from './issuedDocument';

const bookingParam = z.object({ id: uuidId('Booking not found') });
const NO_DOCUMENT = 'There is no such invoice';

export function invoicesRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const readers = requireRole(deps, 'student', 'parent', 'admin', 'auditor');

  router.get('/bookings/:id/invoices', readers, async (ctx) => {
    const { id } = parse(bookingParam, ctx.params);
    await assertReader(deps, userOf(ctx), await bookingDocumentParties(deps, id), 'Booking not found');
    const documents = await documentsOfBooking(deps.db, id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = documents.map(
      (document): BookingDocument => ({ kind: document.kind, number: document.number, issuedAt: document.issuedAt, total: document.totalPaise / 100, pdfUrl: invoicePdfPath(document.number) }),
    );
  });

  router.get('/invoices/:number/pdf', readers, async (ctx) => {
    const { number } = parse(invoiceNumberParam, ctx.params);
    const document = await issuedDocument(deps, number);
    if (!document) throw new NotFoundError(NO_DOCUMENT);
    await assertReader(deps, userOf(ctx), { studentId: document.studentId, parentId: document.payer.role === 'parent' ? document.payer.userId : null }, NO_DOCUMENT);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(invoiceFileName(number));
    ctx.type = 'application/pdf';
    ctx.body = await readerFacingPdf(deps, document);
  });

  return router;
}
