// The Big Five through the public-domain IPIP-NEO-120 inventory and the MIT-licensed @bigfive-org packages.
// Their traps, each handled here:
// - getItems answers the package's module-cached objects and mutates them on every call: we structuredClone them.
// - The default bands call a domain neutral only at a mean of exactly 3. Ours (`bands`): item mean below 2.5 low,
//   above 3.5 high, otherwise neutral.
// - Report text is HTML: hard-wrapped source lines and <br /> tags. Wraps become spaces and each <br /> a '\n' here,
//   so no client ever sees a tag.
// - Items exist in 39 languages (Hindi included), report text in 15 (no Hindi), and an unknown report language
//   silently becomes English: both lists are offered separately, an unknown language is a 400, and the result names
//   the report language it used.
// - The library throws plain Errors (missing input, unknown template or domain): they become a 422, never a 500.
import { getItems } from '@bigfive-org/questions';
import getResults, { getInfo as getReportInfo } from '@bigfive-org/results';
import calculateScore from '@bigfive-org/score';
import { createRequire } from 'node:module';
import type { BigFiveDomain, BigFiveResult } from '@margdarshak/contracts/assessments/tests';
import { DomainError } from '../../../platform/http/errors';

const require = createRequire(import.meta.url);
const itemLanguageList = require('@bigfive-org/questions/data/languages.json') as { id: string; text: string }[];
const reportLanguageList = getReportInfo().languages;

const byName = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text);
export const itemLanguages = itemLanguageList.map(({ id, text }) => ({ id, text })).sort(byName);
export const reportLanguages = reportLanguageList.map(({ id, text }) => ({ id, text })).sort(byName);

/** Our bands on the item mean (1 to 5): below 2.5 low, above 3.5 high, otherwise neutral. */
export const bands = (score: number, count: number): 'low' | 'neutral' | 'high' => {
  const mean = count === 0 ? 3 : score / count;
  return mean < 2.5 ? 'low' : mean > 3.5 ? 'high' : 'neutral';
};

/** The inventory was validated with people aged 16 and over. */
export const MIN_VALIDATED_AGE = 16;
export const AGE_NOTICE =
  'The IPIP-NEO-120 was validated with people aged 16 and over. For a younger student these results are an early indication only: read them with the counsellor, and expect them to change as the student grows.';

export interface BigFiveItem {
  id: string;
  text: string;
  domain: BigFiveDomain['domain'];
  facet: number;
  keyed: 'plus' | 'minus';
}

export const accuracyScale = [
  { value: 1, label: 'Very inaccurate' },
  { value: 2, label: 'Moderately inaccurate' },
  { value: 3, label: 'Neither accurate nor inaccurate' },
  { value: 4, label: 'Moderately accurate' },
  { value: 5, label: 'Very accurate' },
] as const;

const itemCache = new Map<string, readonly BigFiveItem[]>();

/** The 120 items in `language` (ids, keys and facets are the same in every language). */
export function bigFiveItems(language = 'en'): readonly BigFiveItem[] {
  const id = language.toLowerCase();
  const cached = itemCache.get(id);
  if (cached) return cached;
  if (!itemLanguageList.some((l) => l.id === id)) throw new DomainError('UNKNOWN_ITEM_LANGUAGE', `Big Five items are not available in "${language}"; choose one of ${itemLanguageList.map((l) => l.id).join(', ')}`, 400);
  let raw: ReturnType<typeof getItems>;
  try {
    raw = structuredClone(getItems(id));
  } catch {
    throw new DomainError('UNKNOWN_ITEM_LANGUAGE', `Big Five items are not available in "${language}"`, 400);
  }
  const items = raw.map((q) => ({ id: q.id, text: q.text, domain: q.domain as BigFiveItem['domain'], facet: q.facet, keyed: q.keyed === 'minus' ? ('minus' as const) : ('plus' as const) }));
  itemCache.set(id, items);
  return items;
}

export function reportLanguageFor(language = 'en'): string {
  const id = language.toLowerCase();
  if (!reportLanguageList.some((l) => l.id === id)) {
    throw new DomainError('UNKNOWN_REPORT_LANGUAGE', `The Big Five report is not available in "${language}"; choose one of ${reportLanguages.map((l) => l.id).join(', ')}`, 400);
  }
  return id;
}

/** The library's text is HTML: its source line wraps are mere spaces, its <br /> tags the real breaks. */
const plainText = (html: string | undefined) =>
  (html ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s*<br\s*\/?>\s*/gi, '\n')
    .trim();
/** An item mean (1 to 5) on a 0 to 10 bar, one decimal. */
const bar = (score: number, count: number) => (count === 0 ? 0 : Math.round(((score / count - 1) / 4) * 100) / 10);

const domainFields = { O: 'openness', C: 'conscientiousness', E: 'extraversion', A: 'agreeableness', N: 'neuroticism' } as const;
const domainOrder = Object.keys(domainFields) as BigFiveDomain['domain'][];

function narrativeFor(answers: Readonly<Record<string, number>>, reportLanguage: string): BigFiveDomain[] {
  // Answers are accuracy, 1 to 5; a minus-keyed item counts reversed.
  const scored = bigFiveItems('en').map((item) => {
    const value = answers[item.id] ?? 3;
    return { domain: item.domain, facet: String(item.facet), score: item.keyed === 'minus' ? 6 - value : value };
  });
  try {
    const domains = getResults({ scores: calculateScore({ answers: scored, calculateResult: bands }), lang: reportLanguage });
    return domains.map((d) => ({
      domain: d.domain as BigFiveDomain['domain'],
      title: d.title,
      shortDescription: plainText(d.shortDescription),
      description: plainText(d.description),
      score: bar(d.score, d.count),
      scoreText: bands(d.score, d.count),
      text: plainText(d.text),
      facets: d.facets.map((f) => ({ title: f.title, score: bar(f.score, f.count), scoreText: bands(f.score, f.count), text: plainText(f.text) })),
    }));
  } catch (error) {
    throw new DomainError('BIGFIVE_REPORT_FAILED', `The Big Five report could not be produced: ${error instanceof Error ? error.message : 'unknown error'}`, 422);
  }
}

/** `answers` by item id, 1 (very inaccurate) to 5 (very accurate). */
export function scoreBigFive(answers: Readonly<Record<string, number>>, options: { reportLanguage?: string; age?: number } = {}): BigFiveResult {
  const reportLanguage = reportLanguageFor(options.reportLanguage);
  const narrative = narrativeFor(answers, reportLanguage);
  const ordered = domainOrder.map((key) => {
    const domain = narrative.find((d) => d.domain === key);
    if (!domain) throw new DomainError('BIGFIVE_REPORT_FAILED', `The Big Five report has no ${domainFields[key]} section`, 422);
    return domain;
  });
  const [openness, conscientiousness, extraversion, agreeableness, neuroticism] = ordered.map((d) => d.score) as [number, number, number, number, number];
  return {
    openness,
    conscientiousness,
    extraversion,
    agreeableness,
    neuroticism,
    narrative: ordered,
    reportLanguage,
    totalQuestions: bigFiveItems('en').length,
    ...(options.age !== undefined && options.age < MIN_VALIDATED_AGE ? { ageNotice: AGE_NOTICE } : {}),
  };
}
