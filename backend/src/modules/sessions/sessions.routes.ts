// The counsellor's session page over HTTP (counsellorSessionPaths): the session, its notes, summary and documents, and
// 'Mark completed'; and a shared document's download for the booking's student, its counsellor and admins. Who may do
// what is decided in sessionRecord.decider.ts and sessions.ts.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { SESSION_DOCUMENT_MAX_BYTES, sessionNotesRequest, sessionSummaryRequest } from '@margdarshak/contracts/api/counsellorWorkspace';
import { findBooking } from '@margdarshak/projections/bookings/bookingsQueries';
import { sharedDocument } from '@margdarshak/projections/sessions/sessionRecordsQueries';
import type { AppDeps } from '../../platform/deps';
import { readMultipart } from '../../platform/files/multipart';
import { sendFile } from '../../platform/files/sendFile';
import { actorOf } from '../../platform/http/actor';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { requireRole, requireUser, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { completeSession, shareDocument, shareSummary, viewSession, withdrawDocument, writeNotes } from './sessions';
import { isParentOf } from '@margdarshak/projections/family/familyQueries';

const bookingParam = z.object({ bookingId: uuidId('Session not found') });
const documentParam = bookingParam.extend({ documentId: uuidId('Document not found') });
const documentRule = { document: { label: 'Document', kinds: ['pdf', 'png', 'jpg'], maxBytes: SESSION_DOCUMENT_MAX_BYTES } } as const;

export function sessionsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  // Everything here is personal: never cached.
  const counsellorOrAdmin: Koa.Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await requireRole(deps, 'counsellor', 'admin')(ctx, next);
  };
  const answer = async (ctx: Koa.Context, bookingId: string) => {
    ctx.body = await viewSession(deps, bookingId, userOf(ctx));
  };

  router.get('/counsellor/sessions/:bookingId', counsellorOrAdmin, async (ctx) => {
    await answer(ctx, parse(bookingParam, ctx.params).bookingId);
  });

  router.put('/counsellor/sessions/:bookingId/notes', counsellorOrAdmin, async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { notes } = parse(sessionNotesRequest, ctx.request.body);
    await writeNotes(deps, bookingId, notes, userOf(ctx), actorOf(ctx));
    await answer(ctx, bookingId);
  });

  router.put('/counsellor/sessions/:bookingId/summary', counsellorOrAdmin, async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { summary } = parse(sessionSummaryRequest, ctx.request.body);
    await shareSummary(deps, bookingId, summary, userOf(ctx), actorOf(ctx));
    await answer(ctx, bookingId);
  });

  router.post('/counsellor/sessions/:bookingId/documents', counsellorOrAdmin, async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { files } = await readMultipart(ctx, documentRule);
    if (!files.document) throw new ValidationError([{ path: 'document', message: 'Choose a PDF, PNG or JPG file to share' }]);
    const documentId = await shareDocument(deps, bookingId, files.document, userOf(ctx), actorOf(ctx));
    const session = await viewSession(deps, bookingId, userOf(ctx));
    ctx.status = 201;
    ctx.body = session.documents.find((d) => d.id === documentId);
  });

  router.delete('/counsellor/sessions/:bookingId/documents/:documentId', counsellorOrAdmin, async (ctx) => {
    const { bookingId, documentId } = parse(documentParam, ctx.params);
    await withdrawDocument(deps, bookingId, documentId, userOf(ctx), actorOf(ctx));
    await answer(ctx, bookingId);
  });

  router.post('/counsellor/sessions/:bookingId/complete', counsellorOrAdmin, async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    await completeSession(deps, bookingId, userOf(ctx), actorOf(ctx));
    await answer(ctx, bookingId);
  });

  router.get('/bookings/:bookingId/documents/:documentId', requireUser(deps), async (ctx) => {
    const { bookingId, documentId } = parse(documentParam, ctx.params);
    const user = userOf(ctx);
    const booking = await findBooking(deps.db, bookingId);
    if (!booking) throw new NotFoundError('Document not found');
    const parent = user.role === 'parent' && (await isParentOf(deps.db, user.id, booking.studentId));
    if (user.role !== 'admin' && user.id !== booking.studentId && user.id !== booking.counsellorId && !parent)
      throw new ForbiddenError('Only the session’s student, their parent and its counsellor can read its documents');
    const document = await sharedDocument(deps.db, bookingId, documentId);
    if (!document) throw new NotFoundError('Document not found');
    await sendFile(ctx, deps.files, document.fileId);
  });

  return router;
}
