// The tests' items, the 48 Holland profiles, and stateless scoring: public, nothing stored. What the free interest test
// and, later, the booking-linked tests call.
import Router from '@koa/router';
import { z } from 'zod';
import { bigFiveScoreRequestSchema, scoreRequestSchema } from '@margdarshak/contracts/assessments/answers';
import { testTypeSchema, type BigFiveResult, type ItemsResponse, type MultipleIntelligencesResult, type RiasecResult, type TestType } from '@margdarshak/contracts/assessments/tests';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validation';
import { accuracyScale, bigFiveItems, itemLanguages, reportLanguages, scoreBigFive } from './bigFive/bigFive';
import { hollandProfileByCode, hollandProfiles } from './hollandProfiles';
import { likeMeScale, miItems } from './multipleIntelligences/items';
import { scoreMultipleIntelligences } from './multipleIntelligences/scoring';
import { likeScale, riasecItems } from './riasec/items';
import { scoreRiasec } from './riasec/scoring';

const typeParam = z.object({ type: testTypeSchema });
const langQuery = z.object({ lang: z.string().min(2).max(10).optional() });
const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id);
const idAndText = (items: readonly { id: string; text: string }[]) => items.map(({ id, text }) => ({ id, text }));

export function itemsFor(type: TestType, lang?: string): ItemsResponse {
  switch (type) {
    case 'riasec':
      return { type, items: idAndText(riasecItems), scale: [...likeScale] };
    case 'multiple_intelligences':
      return { type, items: idAndText(miItems), scale: [...likeMeScale] };
    case 'bigfive': {
      const language = (lang ?? 'en').toLowerCase();
      return { type, items: idAndText(bigFiveItems(language)), scale: [...accuracyScale], language, itemLanguages, reportLanguages };
    }
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

/** Validates `body` against the test's own items (400 naming the item) and scores it. */
export function scoreTest(type: TestType, body: unknown): RiasecResult | MultipleIntelligencesResult | BigFiveResult {
  switch (type) {
    case 'riasec':
      return scoreRiasec(parse(scoreRequestSchema(idsOf(riasecItems)), body).answers);
    case 'multiple_intelligences':
      return scoreMultipleIntelligences(parse(scoreRequestSchema(idsOf(miItems)), body).answers);
    case 'bigfive': {
      const { answers, reportLanguage, age } = parse(bigFiveScoreRequestSchema(idsOf(bigFiveItems('en'))), body);
      return scoreBigFive(answers, { ...(reportLanguage !== undefined && { reportLanguage }), ...(age !== undefined && { age }) });
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
    if (!profile) throw new NotFoundError('No Holland profile for this code');
    ctx.set('Cache-Control', 'public, max-age=3600');
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
