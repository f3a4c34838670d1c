// Browser tests move the product's clock as integration tests do (sessions end, holds lapse) instead of waiting. Mounted
// only when TEST_CLOCK is set, which production refuses.
import Router from '@koa/router';
import { z } from 'zod';
import { parse } from './validation';

const YEAR_MS = 365 * 86_400_000;
const advanceRequest = z.object({ advanceMs: z.number().int().positive().max(YEAR_MS) });

export function testClockRoutes(clock: { now(): Date; advance(ms: number): void }, onMoved: () => void): Router {
  const router = new Router({ prefix: '/api/test' });
  router.post('/clock', (ctx) => {
    clock.advance(parse(advanceRequest, ctx.request.body).advanceMs);
    onMoved();
    ctx.body = { now: clock.now().toISOString() };
  });
  return router;
}
