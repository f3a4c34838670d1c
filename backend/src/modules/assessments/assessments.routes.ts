// The tests' items, the 48 Holland profiles, and stateless scoring: public, nothing stored. What the free interest test
// and, later, the booking-linked tests call.
import Router from '@koa/router';
import { z } from 'zod';
import { bigFiveScoreRequestSchema, scoreRequestSchema, type PageSeconds } from '@margdarshak/contracts/assessments/answers';
import {
  testTitles,
  testTypeSchema,
  type BigFiveResult,
  type ItemsResponse,
  type MultipleIntelligencesResult,
  type RiasecResult,
  type TestLanguage,
  type TestType,
} from '@margdarshak/contracts/assessments/tests';
import type { AppDeps } from '../../platform/deps';
import { DomainError, NotFoundError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validation';
import { accuracyScaleFor, bigFiveItems, itemLanguages, reportLanguages, scoreBigFive } from './bigFive/bigFive';
import { hollandProfileByCode, hollandProfiles } from './hollandProfiles';
import { likeMeScales, miItems } from './multipleIntelligences/items';
import { scoreMultipleIntelligences } from './multipleIntelligences/scoring';
import { likeScales, riasecItems } from './riasec/items';
import { scoreRiasec } from './riasec/scoring';
import type { Timing } from './quality/verdict';
import { resultAsLeaving } from './resultAsRead';
import { mergedPageSeconds } from './test';

const typeParam = z.object({ type: testTypeSchema });
const langQuery = z.object({ lang: z.string().min(2).max(10).optional() });
const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id);
const idAndText = (items: readonly { id: string; text: string }[]) => items.map(({ id, text }) => ({ id, text }));
/** RIASEC and MI items: the same ids in every language, so answers carry over when the student switches. */
const inLanguage = (items: readonly { id: string; text: Record<TestLanguage, string> }[], language: TestLanguage) => items.map(({ id, text }) => ({ id, text: text[language] }));
/** The languages RIASEC and MI are written in (Big Five has its library's own). */
const ownLanguages = [
  { id: 'en', text: 'English' },
  { id: 'hi', text: 'हिन्दी' },
];

/** 'en' or 'hi' (English when not given); anything else is a 400 naming both. */
function ownLanguage(type: TestType, lang: string | undefined): TestLanguage {
  const id = (lang ?? 'en').toLowerCase();
  if (id === 'en' || id === 'hi') return id;
  throw new DomainError('UNKNOWN_ITEM_LANGUAGE', `${testTitles[type]} items are available in en (English) and hi (Hindi), not "${lang}"`, 400);
}

export function itemsFor(type: TestType, lang?: string): ItemsResponse {
  switch (type) {
    case 'riasec': {
      const language = ownLanguage(type, lang);
      return { type, items: inLanguage(riasecItems, language), scale: [...likeScales[language]], language, itemLanguages: ownLanguages };
    }
    case 'multiple_intelligences': {
      const language = ownLanguage(type, lang);
      return { type, items: inLanguage(miItems, language), scale: [...likeMeScales[language]], language, itemLanguages: ownLanguages };
    }
    case 'bigfive': {
      const language = (lang ?? 'en').toLowerCase();
      return { type, items: idAndText(bigFiveItems(language)), scale: accuracyScaleFor(language), language, itemLanguages, reportLanguages };
    }
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

/** The pages' seconds as the quality indices read them: those recorded with progress, updated by those sent now. */
const timingOf = (recorded: PageSeconds, sent: PageSeconds | undefined): Timing => ({ pages: mergedPageSeconds(recorded, sent ?? []) });

/**
 * Validates `body` against the test's own items (400 naming the item) and scores it: the full result, before the gate.
 * `recorded`: the pages' seconds saved with a booking test's progress.
 */
export function scoreTest(type: TestType, body: unknown, recorded: PageSeconds = []): RiasecResult | MultipleIntelligencesResult | BigFiveResult {
  switch (type) {
    case 'riasec': {
      const { answers, language, pageSeconds } = parse(scoreRequestSchema(idsOf(riasecItems)), body);
      return scoreRiasec(answers, language, timingOf(recorded, pageSeconds));
    }
    case 'multiple_intelligences': {
      const { answers, language, pageSeconds } = parse(scoreRequestSchema(idsOf(miItems)), body);
      return scoreMultipleIntelligences(answers, language, timingOf(recorded, pageSeconds));
    }
    case 'bigfive': {
      const { answers, reportLanguage, age, pageSeconds } = parse(bigFiveScoreRequestSchema(idsOf(bigFiveItems('en'))), body);
      return scoreBigFive(answers, { ...(reportLanguage !== undefined && { reportLanguage }), ...(age !== undefined && { age }), timing: timingOf(recorded, pageSeconds) });
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
    ctx.body = resultAsLeaving(type, scoreTest(type, ctx.request.body));
  });

  return router;
}
