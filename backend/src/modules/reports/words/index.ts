// The report's words in the language it is written in (words/en.ts, words/hi.ts).
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { english } from './en';
import { hindi } from './hi';
import type { ReportWords } from './types';

export type { ReportWords } from './types';

export const reportWords: Record<TestLanguage, ReportWords> = { en: english, hi: hindi };

interface Languages {
  riasec?: { language?: TestLanguage | undefined };
  bigfive?: { language?: TestLanguage | undefined };
  multipleIntelligences?: { language?: TestLanguage | undefined };
}

/**
 * The report's language: Hindi when most of its tests that record a language were taken in Hindi (a tie goes to the
 * Holland test's language, the report's lead); English otherwise, and for results stored before languages existed.
 */
export function reportLanguageOf({ riasec, bigfive, multipleIntelligences }: Languages): TestLanguage {
  const known = [riasec?.language, multipleIntelligences?.language, bigfive?.language].filter((l): l is TestLanguage => l !== undefined);
  const hindi = known.filter((l) => l === 'hi').length;
  if (hindi * 2 > known.length) return 'hi';
  if (hindi * 2 === known.length && hindi > 0) return riasec?.language ?? 'en';
  return 'en';
}
