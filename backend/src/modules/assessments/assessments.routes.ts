// The tests' items, the 48 Holland profiles, and stateless scoring (nothing stored): what the free interest test and
// the booking-linked tests call.
import Router from '@koa/router';
import { z } from 'zod';
import { testTypes, type ItemsResponse, type TestType } from '@margdarshak/contracts/assessments/tests';
import type { AppDeps } from '../../app';
import { NotFoundError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validation';
import { answerSet } from './answers';
import { accuracyScale, bigFiveItems, itemLanguages, reportLanguages, scoreBigFive } from './bigFive/bigFive';
import { hollandProfileByCode, hollandProfiles } from './hollandProfiles';
import { likeMeScale, miItems } from './multipleIntelligences/items';
import { scoreMultipleIntelligences } from './multipleIntelligences/scoring';
import { likeScale, riasecItems } from './riasec/items';
import { scoreRiasec } from './riasec/scoring';

const typeParam = z.object({ type: z.enum(testTypes, 'Test type must be riasec, bigfive or multiple_intelligences') });
const langQuery = z.object({ lang: z.string().max(10).optional() });

export function itemsFor(type: TestType, lang?: string): ItemsResponse {
  switch (type) {
    case 'riasec':
      return { type, items: riasecItems.map(({ id, text }) => ({ id, text })), scale: [...likeScale] };
    case 'multiple_intelligences':
      return { type, items: miItems.map(({ id, text }) => ({ id, text })), scale: [...likeMeScale] };
    case 'bigfive': {
      const language = lang ?? 'en';
      return { type, items: bigFiveItems(language).map(({ id, text }) => ({ id, text })), scale: [...accuracyScale], language, itemLanguages, reportLanguages };
    }
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

export function scoreTest(type: TestType, body: unknown) {
  switch (type) {
    case 'riasec':
      return scoreRiasec(parse(answerSet(riasecItems.map((i) => i.id)), body).answers);
    case 'multiple_intelligences':
      return scoreMultipleIntelligences(parse(answerSet(miItems.map((i) => i.id)), body).answers);
    case 'bigfive': {
      const input = parse(answerSet(bigFiveItems('en').map((i) => i.id)), body);
      return scoreBigFive(input.answers, { ...(input.reportLanguage ? { reportLanguage: input.reportLanguage } : {}), ...(input.age !== undefined ? { age: input.age } : {}) });
    }
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

export function assessmentsRoutes(_deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/assessments' });

  router.get('/holland-profiles', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = hollandProfiles;
  });

  router.get('/holland-profiles/:code', (ctx) => {
    const profile = hollandProfileByCode(String(ctx.params.code));
    if (!profile) throw new NotFoundError('No profile for this code');
    ctx.body = profile;
  });

  router.get('/:type/items', (ctx) => {
    const { type } = parse(typeParam, ctx.params);
    const { lang } = parse(langQuery, ctx.query);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = itemsFor(type, lang);
  });

  router.post('/:type/score', (ctx) => {
    const { type } = parse(typeParam, ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = scoreTest(type, ctx.request.body);
  });

  return router;
}
