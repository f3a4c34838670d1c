// The result views' fixed words, one catalogue per language with the same typed keys (en.ts, hi.ts). What the server
// writes (summaries, profiles, narratives) arrives in the result's language; everything the views add comes from here.
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from '../audience';
import { en } from './en';
import { hi } from './hi';
import type { AudienceWords, ResultWords } from './wordsShape';

export const resultWords: Record<TestLanguage, ResultWords> = { en, hi };

/** The catalogue and the audience's words for a reader. */
export function wordsFor(language: TestLanguage, audience: ResultAudience): { words: ResultWords; own: AudienceWords } {
  const words = resultWords[language];
  return { words, own: words[audience] };
}
