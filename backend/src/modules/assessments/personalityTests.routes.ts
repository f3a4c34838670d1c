// The booking's tests over HTTP (dashboards §7, and ours where it is silent): the student's record, progress and
// submission; the counsellor's results list, view and releases. Every rule of who may do what is in personalityTests.ts.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { counsellorTestsQuery, releaseRequest, resultLanguageQuery, testProgressRequest, testSubmitRequest, testTypeQuery } from '@margdarshak/contracts/api/personalityTests';
import { TOTAL_COUNT_HEADER } from '@margdarshak/contracts/api/shapes';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { sendCachedJson } from '../../platform/http/cachedJson';
import { requireRole, requireUser, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { counsellorResults } from './counsellorResults';
import { counsellorResultIn, getTestRecord, markViewed, releaseComprehensive, releaseResult, saveProgress, submitTest } from './personalityTests';

const bookingParam = z.object({ bookingId: uuidId('Booking not found') });
const testParam = z.object({ testId: uuidId('Test not found') });

export function personalityTestsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  // Answers and results are personal: nothing here is cached.
  const signedIn: Koa.Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await requireUser(deps)(ctx, next);
  };

  router.get('/personality-test/:bookingId', signedIn, async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { testType } = parse(testTypeQuery, ctx.query);
    ctx.body = await getTestRecord(deps, bookingId, testType, userOf(ctx));
  });

  router.put('/personality-test/:bookingId/progress', signedIn, async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { testType, answers, pageSeconds } = parse(testProgressRequest, ctx.request.body);
    ctx.body = await saveProgress(deps, bookingId, testType, answers, userOf(ctx), actorOf(ctx), pageSeconds);
  });

  router.post('/personality-test/:bookingId/submit', signedIn, async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { testType } = parse(testSubmitRequest, ctx.request.body);
    ctx.body = await submitTest(deps, bookingId, testType, ctx.request.body, userOf(ctx), actorOf(ctx));
    ctx.status = 201;
  });

  router.get('/counsellor/personality-tests', signedIn, requireRole(deps, 'counsellor'), async (ctx) => {
    const { page = 1 } = parse(counsellorTestsQuery, ctx.query);
    const counsellorId = userOf(ctx).id;
    // Kept until the tests, the bookings (a new date), the users (an e-mail) or the student profiles (a name) change.
    await sendCachedJson(ctx, deps.cache, ['personality_tests', 'bookings', 'users', 'student_profiles'], `counsellor-results:${counsellorId}:${page}`, async () => {
      const { records, totalBookings } = await counsellorResults(deps, counsellorId, page);
      return { body: records, headers: { [TOTAL_COUNT_HEADER]: String(totalBookings) } };
    });
  });

  router.put('/personality-test/:testId/view', signedIn, async (ctx) => {
    const { testId } = parse(testParam, ctx.params);
    ctx.body = await markViewed(deps, testId, userOf(ctx), actorOf(ctx));
  });

  // Issue 28, item 6: the counsellor's dialog in English or Hindi, the whole result worded in the language asked for.
  router.get('/personality-test/:testId/result', signedIn, async (ctx) => {
    const { testId } = parse(testParam, ctx.params);
    const { lang } = parse(resultLanguageQuery, ctx.query);
    ctx.body = await counsellorResultIn(deps, testId, lang, userOf(ctx));
  });

  router.put('/personality-test/:testId/release', signedIn, async (ctx) => {
    const { testId } = parse(testParam, ctx.params);
    const { counsellorNotes } = parse(releaseRequest, ctx.request.body ?? {});
    ctx.body = await releaseResult(deps, testId, counsellorNotes, userOf(ctx), actorOf(ctx));
  });

  router.post('/personality-test/booking/:bookingId/release-comprehensive', signedIn, async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { counsellorNotes } = parse(releaseRequest, ctx.request.body ?? {});
    ctx.body = await releaseComprehensive(deps, bookingId, counsellorNotes, userOf(ctx), actorOf(ctx));
    ctx.status = 201;
  });

  return router;
}
