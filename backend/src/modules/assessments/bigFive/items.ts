// The Big Five items: Johnson's IPIP-NEO-120 from the MIT-licensed @bigfive-org/questions, in English, with the two
// Liberalism (O6) items that ask how one votes replaced by two public-domain IPIP items for the same facet (docs/
// decisions/0020, issue 18). Every other item keeps the library's id, English text, facet and keying. The Hindi is ours
// (hindiItems.ts, issue 28): the library's Hindi translation is not read.
// Traps handled here:
// - getItems answers the package's module-cached objects and mutates them on every call: we structuredClone them.
// - The library has items in 39 languages, but ours exist in English and Hindi only: only those two are offered, so no
//   student answers a test in two languages at once.
import { getItems } from '@bigfive-org/questions';
import type { BigFiveDomain, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { DomainError } from '../../../platform/http/errors';
import { hindiAccuracyScale, hindiItemTexts } from './hindiItems';

export interface BigFiveItem {
  id: string;
  text: string;
  domain: BigFiveDomain['domain'];
  facet: number;
  keyed: 'plus' | 'minus';
}

/** The languages the items (and, since issue 18, the report) come in, named in their own script. */
export const bigFiveLanguages: readonly { id: TestLanguage; text: string }[] = [
  { id: 'en', text: 'English' },
  { id: 'hi', text: 'हिन्दी (Hindi)' },
];
const isLanguage = (id: string): id is TestLanguage => bigFiveLanguages.some((l) => l.id === id);

/**
 * The voting items, retired: 'Tend to vote for liberal political candidates' (+) and 'Tend to vote for conservative
 * political candidates' (-). Saved answers to them are dropped, never refused.
 */
export const retiredItemIds: ReadonlySet<string> = new Set(['79186f48-e7fa-4df4-b74b-b0627ee244e1', '96ba77b2-1a44-4dfd-95f9-ae4d1f714460']);

/**
 * Their replacements, from the IPIP scale for the JPI-R's Tolerance (ipip.ori.org/newJPI-RKey.htm), keyed as there:
 * openness to other people's views and values, without politics. Each takes the place (and keying) of the item it
 * replaces, so the facet stays two items each way. Their Hindi is in hindiItems.ts with every other item's.
 */
const replacements: readonly (BigFiveItem & { replaces: string })[] = [
  {
    id: '4c0c26f4-5bd9-4bad-96f3-01b22ace5c9d',
    replaces: '79186f48-e7fa-4df4-b74b-b0627ee244e1',
    domain: 'O',
    facet: 6,
    keyed: 'plus',
    text: 'Understand people who think differently',
  },
  {
    id: 'f4489fb0-0c17-46c7-8207-cf562ae7a5c1',
    replaces: '96ba77b2-1a44-4dfd-95f9-ae4d1f714460',
    domain: 'O',
    facet: 6,
    keyed: 'minus',
    text: 'Believe in an eye for an eye',
  },
];

const itemCache = new Map<TestLanguage, readonly BigFiveItem[]>();

function requireLanguage(language: string): TestLanguage {
  const id = language.toLowerCase();
  if (!isLanguage(id)) throw new DomainError('UNKNOWN_ITEM_LANGUAGE', `Big Five items are not available in "${language}"; choose one of ${bigFiveLanguages.map((l) => l.id).join(', ')}`, 400);
  return id;
}

/** The English items, in the library's order: the ids, keys and facets every language shares. */
function englishItems(): BigFiveItem[] {
  return structuredClone(getItems('en')).map((q): BigFiveItem => {
    const replacement = replacements.find((r) => r.replaces === q.id);
    if (replacement) return { id: replacement.id, text: replacement.text, domain: replacement.domain, facet: replacement.facet, keyed: replacement.keyed };
    return { id: q.id, text: q.text, domain: q.domain as BigFiveItem['domain'], facet: q.facet, keyed: q.keyed === 'minus' ? 'minus' : 'plus' };
  });
}

/** Each language's text for an item: the English is the library's (or our replacement's), the Hindi ours. */
const textIn: Record<TestLanguage, (item: BigFiveItem) => string> = {
  en: (item) => item.text,
  hi: (item) => {
    const text = hindiItemTexts[item.id];
    if (!text) throw new Error(`Big Five item ${item.id} has no Hindi text`);
    return text;
  },
};

/** The 120 items in `language`, in the library's order (ids, keys and facets are the same in every language). */
export function bigFiveItems(language = 'en'): readonly BigFiveItem[] {
  const id = requireLanguage(language);
  const cached = itemCache.get(id);
  if (cached) return cached;
  const items = englishItems().map((item) => ({ ...item, text: textIn[id](item) }));
  itemCache.set(id, items);
  return items;
}

const englishScale = [
  { value: 1, label: 'Very inaccurate' },
  { value: 2, label: 'Moderately inaccurate' },
  { value: 3, label: 'Neither accurate nor inaccurate' },
  { value: 4, label: 'Moderately accurate' },
  { value: 5, label: 'Very accurate' },
] as const;

const scales: Record<TestLanguage, readonly { value: number; label: string }[]> = { en: englishScale, hi: hindiAccuracyScale };

/** The five answers, 1 (very inaccurate) to 5 (very accurate), labelled in the items' language. */
export function accuracyScaleFor(language = 'en'): { value: number; label: string }[] {
  return scales[requireLanguage(language)].map((choice) => ({ ...choice }));
}

export const accuracyScale = englishScale;
