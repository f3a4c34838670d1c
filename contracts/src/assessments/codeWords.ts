// A Holland code in words (issue 28, item 3): never a bare three-letter word such as "IAS", which a parent may read as
// something else, but each letter with its type's name, separated: "Investigative (I), Artistic (A) and Social (S)".
// Every surface (web result, counsellor view, report page, PDF, parent view, mails) uses this one formatter.
import { riasecLetters, typeNames, type RiasecLetter } from './hollandProfile';
import type { TestLanguage } from './tests';

/** The six types' names in each language; the Hindi as riasec/summary.ts has them. */
export const letterNames: Record<TestLanguage, Record<RiasecLetter, string>> = {
  en: typeNames,
  hi: { R: 'व्यावहारिक', I: 'खोजी', A: 'कलात्मक', S: 'सामाजिक', E: 'उद्यमी', C: 'व्यवस्थित' },
};

const andWord: Record<TestLanguage, string> = { en: 'and', hi: 'और' };

const isLetter = (value: string): value is RiasecLetter => (riasecLetters as readonly string[]).includes(value);

/** One letter with its name: "Investigative (I)", "खोजी (I)". */
export const letterInWords = (letter: RiasecLetter, language: TestLanguage): string => `${letterNames[language][letter]} (${letter})`;

/** 'A', 'A and B', 'A, B and C' with the given 'and': the one list joiner every surface uses. */
export function listWith(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** 'A', 'A and B', 'A, B and C' with the language's 'and'. */
export const joinedWith = (items: readonly string[], language: TestLanguage): string => listWith(items, andWord[language]);

/**
 * "IAS" → "Investigative (I), Artistic (A) and Social (S)" (en) or "खोजी (I), कलात्मक (A) और सामाजिक (S)" (hi).
 * Characters that are not RIASEC letters are skipped, so a malformed code never prints as letters alone.
 */
export function codeInWords(code: string, language: TestLanguage): string {
  const letters = code.toUpperCase().split('').filter(isLetter);
  return joinedWith(
    letters.map((letter) => letterInWords(letter, language)),
    language,
  );
}
