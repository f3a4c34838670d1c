// The audit's read-only API (issue 17) for auditors and admins: a booking's and a payment's history, a booking's state
// as of any event, the log itself (a page, or all of it as JSON Lines), the payments as CSV and the reconciliation.
import { Readable } from 'node:stream';
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { type AuditEventTypes, auditEventsQuery, auditExportQuery, paymentsCsvQuery, positionParam, reconciliationQuery } from '@margdarshak/contracts/api/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/http/errors';
import { requireRole } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { bookingStateAt } from './bookingState';
import { eventsPage, exportLines, logFilterOf } from './eventLog';
import { knownEventTypes } from './eventTypes';
import { paymentsCsv } from './paymentsCsv';
import { reconcile } from './reconciliation';
import { BOOKING_NOT_FOUND, PAYMENT_NOT_FOUND, bookingTimeline, paymentTimeline } from './timeline';

/** An id that cannot be a booking's names none: 404, as an unknown one. */
function bookingIdOf(ctx: Koa.Context): string {
  const id = uuidId().safeParse(ctx.params.bookingId);
  if (!id.success) throw new NotFoundError(BOOKING_NOT_FOUND);
  return id.data;
}

function paymentIdOf(ctx: Koa.Context): string {
  const id = z.string().trim().min(1).max(100).safeParse(ctx.params.id);
  if (!id.success) throw new NotFoundError(PAYMENT_NOT_FOUND);
  return id.data;
}

const stateQuery = z.object({ at: positionParam });

/** A streamed body that is read only as fast as the client takes it. */
const streamed = (lines: AsyncGenerator<string>) => Readable.from(lines, { objectMode: false, highWaterMark: 64 * 1024 });

export function auditRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/audit' });
  router.use(requireRole(deps, 'auditor', 'admin'), async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/bookings/:bookingId/timeline', async (ctx) => {
    ctx.body = await bookingTimeline(deps, bookingIdOf(ctx));
  });

  router.get('/bookings/:bookingId/state', async (ctx) => {
    const bookingId = bookingIdOf(ctx);
    ctx.body = await bookingStateAt(deps, bookingId, parse(stateQuery, ctx.query).at);
  });

  router.get('/payments/:id', async (ctx) => {
    ctx.body = await paymentTimeline(deps, paymentIdOf(ctx));
  });

  router.get('/events', async (ctx) => {
    ctx.body = await eventsPage(deps, parse(auditEventsQuery, ctx.query));
  });

  router.get('/event-types', (ctx) => {
    ctx.body = { types: [...knownEventTypes] } satisfies AuditEventTypes;
  });

  router.get('/export.jsonl', async (ctx) => {
    const query = parse(auditExportQuery, ctx.query);
    const filter = logFilterOf(query);
    ctx.type = 'application/x-ndjson';
    ctx.set('Content-Disposition', 'attachment; filename="margdarshak-log.jsonl"');
    ctx.body = streamed(exportLines(deps, filter, query.after));
  });

  router.get('/payments.csv', async (ctx) => {
    const range = parse(paymentsCsvQuery, ctx.query);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="margdarshak-payments-${range.from}-to-${range.to}.csv"`);
    ctx.body = streamed(paymentsCsv(deps, range));
  });

  router.get('/reconciliation', async (ctx) => {
    ctx.body = await reconcile(deps, parse(reconciliationQuery, ctx.query));
  });

  return router;
}
