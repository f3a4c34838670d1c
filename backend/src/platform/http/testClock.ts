// Browser tests move the product's clock as integration tests do (sessions end, holds lapse) instead of waiting, and set
// it back afterwards: the specs share one server. Mounted only when TEST_CLOCK is set, which production refuses.
import Router from '@koa/router';
import { z } from 'zod';
import { parse } from './validation';

const YEAR_MS = 365 * 86_400_000;
/** How far ahead of the system's time the product runs; 0 sets it back. */
const clockRequest = z.object({ offsetMs: z.number().int().min(0).max(YEAR_MS) });

export function testClockRoutes(clock: { now(): Date; setOffset(ms: number): void }, onMoved: () => void): Router {
  const router = new Router({ prefix: '/api/test' });
  router.post('/clock', (ctx) => {
    clock.setOffset(parse(clockRequest, ctx.request.body).offsetMs);
    onMoved();
    ctx.body = { now: clock.now().toISOString() };
  });
  return router;
}
