// The test pages', the runner's and the result views' Hindi held to the catalogues' own check (frontend/vite/
// catalogueCheck.ts): these words live in typed records rather than messages/*.json, because they follow the test's
// language (useLanguageChoice) rather than the page's context, but they answer to the same rules: every English word
// has its Hindi, the Hindi is written in Devanagari, and no word the glossary replaced comes back.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../../../vite/catalogueCheck';
import { resultWords } from '../results/words/resultWords';
import { pageWords } from './pageWords';
import { howToAnswer, runnerWords, submitWords } from './testWords';

/** Every word of `words` by its place (`thanks.next.0`); a function is asked with sample values. */
function flatten(words: unknown, at = ''): Record<string, string> {
  if (typeof words === 'string') return { [at]: words };
  if (typeof words === 'function') return { [at]: String((words as (...values: unknown[]) => unknown)('X', 'Y', 'Z')) };
  if (words === null || typeof words !== 'object') return {};
  return Object.assign({}, ...Object.entries(words).map(([key, value]) => flatten(value, at ? `${at}.${key}` : key)));
}

/** The catalogue check's input: the braces of ICU are not ours, so each word is read as plain text. */
const plain = (words: Record<string, string>) => Object.fromEntries(Object.entries(words).map(([id, text]) => [id, text.replace(/[{}']/g, ' ')]));

const pair = (folder: string, en: unknown, hi: unknown) => ({
  folder,
  en: plain(flatten(en)),
  hi: plain(flatten(hi)),
});

describe('the assessments area’s Hindi', () => {
  it('has every English word in Hindi, in Devanagari and in the glossary’s words', () => {
    const pairs = [
      pair('pageWords', pageWords.en, pageWords.hi),
      pair('runnerWords', runnerWords.en, runnerWords.hi),
      pair('submitWords', submitWords.en, submitWords.hi),
      pair('howToAnswer', { riasec: howToAnswer.riasec.en, mi: howToAnswer.multiple_intelligences.en }, { riasec: howToAnswer.riasec.hi, mi: howToAnswer.multiple_intelligences.hi }),
      pair('resultWords', { ...resultWords.en, counsellor: undefined }, { ...resultWords.hi, counsellor: undefined }),
    ];
    expect(catalogueProblems(pairs)).toEqual([]);
  });

  it('names the dashboard section it points to as the dashboard does, in each language', () => {
    const dashboard = (language: string) => JSON.parse(readFileSync(new URL(`../../student/messages/${language}.json`, import.meta.url), 'utf8'))['documents.title'];
    for (const language of ['en', 'hi'] as const) {
      expect(pageWords[language].thanks.next[1]).toBe(dashboard(language));
      expect(pageWords[language].report.notFound[1]).toBe(dashboard(language));
    }
  });
});
