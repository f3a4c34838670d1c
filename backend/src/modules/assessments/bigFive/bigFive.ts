// The Big Five through the public-domain IPIP-NEO-120 inventory and the MIT-licensed @bigfive-org packages.
// Their traps (STACK-NOTES): items are cached objects later calls modify (cloned here); the default bands call a domain
// neutral only at a mean of exactly 3 (ours: below 2.5 low, above 3.5 high); descriptions carry <br /> tags (turned
// into line breaks); report text exists in 15 languages and an unknown one silently becomes English (refused here).
import { getItems } from '@bigfive-org/questions';
import getResults from '@bigfive-org/results';
import calculateScore from '@bigfive-org/score';
import { createRequire } from 'node:module';
import type { BigFiveDomain, BigFiveResult } from '@margdarshak/contracts/assessments/tests';
import { DomainError } from '../../../platform/http/errors';

const require = createRequire(import.meta.url);
const itemLanguageList = require('@bigfive-org/questions/data/languages.json') as { id: string; text: string }[];
const reportLanguageList = (require('@bigfive-org/results') as { getInfo(): { languages: { id: string; text: string }[] } }).getInfo().languages;

export const itemLanguages = [...itemLanguageList].sort((a, b) => a.text.localeCompare(b.text));
export const reportLanguages = [...reportLanguageList].sort((a, b) => a.text.localeCompare(b.text));

/** Mean per item below 2.5 low, above 3.5 high, otherwise neutral. */
export const bands = (score: number, count: number): 'low' | 'neutral' | 'high' => {
  const mean = count === 0 ? 3 : score / count;
  return mean < 2.5 ? 'low' : mean > 3.5 ? 'high' : 'neutral';
};

/** The inventory validated its norms on people aged 16 and over. */
export const MIN_VALIDATED_AGE = 16;
export const AGE_NOTICE =
  'The IPIP-NEO-120 was validated with people aged 16 and over. For a younger student these results are an early indication only: read them with the counsellor, and expect them to change as the student grows.';

export interface BigFiveItem {
  id: string;
  text: string;
  domain: 'O' | 'C' | 'E' | 'A' | 'N';
  facet: number;
  keyed: 'plus' | 'minus';
}

const itemCache = new Map<string, BigFiveItem[]>();

export function bigFiveItems(language = 'en'): BigFiveItem[] {
  if (!itemLanguageList.some((l) => l.id === language)) throw new DomainError('UNKNOWN_LANGUAGE', `Items are not available in "${language}"`, 400);
  const cached = itemCache.get(language);
  if (cached) return cached;
  let raw: { id: string; text: string; domain: string; facet: number; keyed: string }[];
  try {
    raw = structuredClone(getItems(language));
  } catch {
    throw new DomainError('UNKNOWN_LANGUAGE', `Items are not available in "${language}"`, 400);
  }
  const items = raw.map((q) => ({ id: q.id, text: q.text, domain: q.domain as BigFiveItem['domain'], facet: q.facet, keyed: q.keyed === 'minus' ? ('minus' as const) : ('plus' as const) }));
  itemCache.set(language, items);
  return items;
}

export const accuracyScale = [
  { value: 1, label: 'Very inaccurate' },
  { value: 2, label: 'Moderately inaccurate' },
  { value: 3, label: 'Neither accurate nor inaccurate' },
  { value: 4, label: 'Moderately accurate' },
  { value: 5, label: 'Very accurate' },
] as const;

const breaks = (text: string | undefined) => (text ?? '').replace(/<br\s*\/?>/gi, '\n').trim();
/** A domain's or facet's item mean (1 to 5) on a 0 to 10 bar. */
const bar = (score: number, count: number) => (count === 0 ? 0 : Math.round(((score / count - 1) / 4) * 100) / 10);

const domainFields = { O: 'openness', C: 'conscientiousness', E: 'extraversion', A: 'agreeableness', N: 'neuroticism' } as const;

/** `answers` by item id, 1 (very inaccurate) to 5 (very accurate); minus-keyed items are reversed here. */
export function scoreBigFive(answers: Readonly<Record<string, number>>, options: { reportLanguage?: string; age?: number } = {}): BigFiveResult {
  const reportLanguage = options.reportLanguage ?? 'en';
  if (!reportLanguageList.some((l) => l.id === reportLanguage)) {
    throw new DomainError('UNKNOWN_REPORT_LANGUAGE', `The report is not available in "${reportLanguage}"; choose one of ${reportLanguageList.map((l) => l.id).join(', ')}`, 400);
  }
  const items = bigFiveItems('en');
  const scored = items.map((item) => {
    const value = answers[item.id] ?? 3;
    return { domain: item.domain, facet: String(item.facet), score: item.keyed === 'minus' ? 6 - value : value };
  });
  let narrative: BigFiveDomain[];
  try {
    const scores = calculateScore({ answers: scored, calculateResult: bands });
    const domains = getResults({ scores, lang: reportLanguage });
    narrative = domains.map((d) => ({
      domain: d.domain as BigFiveDomain['domain'],
      title: d.title,
      shortDescription: breaks(d.shortDescription),
      description: breaks(d.description),
      score: bar(d.score, d.count),
      scoreText: d.scoreText as BigFiveDomain['scoreText'],
      text: breaks(d.text),
      facets: d.facets.map((f) => ({ title: f.title, score: bar(f.score, f.count), scoreText: f.scoreText, text: breaks(f.text) })),
    }));
  } catch (error) {
    throw new DomainError('BIGFIVE_FAILED', `The Big Five report could not be produced: ${error instanceof Error ? error.message : 'unknown error'}`, 422);
  }
  const barOf = (domain: BigFiveDomain['domain']) => narrative.find((d) => d.domain === domain)?.score ?? 0;
  return {
    openness: barOf('O'),
    conscientiousness: barOf('C'),
    extraversion: barOf('E'),
    agreeableness: barOf('A'),
    neuroticism: barOf('N'),
    narrative: (Object.keys(domainFields) as BigFiveDomain['domain'][]).map((key) => narrative.find((d) => d.domain === key)).filter((d): d is BigFiveDomain => d !== undefined),
    reportLanguage,
    totalQuestions: items.length,
    ...(options.age !== undefined && options.age < MIN_VALIDATED_AGE ? { ageNotice: AGE_NOTICE } : {}),
  };
}
