// A Holland code in words: never a bare three-letter word ('IAS' reads as the civil service), always each letter with
// its name, separated. The quality helper adds the shared codeInWords(code, language) to
// contracts/src/assessments/codeWords.ts (issue 28, item 3); when it is on main, this file re-exports it instead.
import type { RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { reportWords } from './words';

/** 'I' -> 'Investigative (I)'; in Hindi 'खोजी (I)'. */
export const letterInWords = (letter: RiasecLetter, language: TestLanguage): string => `${reportWords[language].typeNames[letter]} (${letter})`;

/** 'IAS' -> 'Investigative (I), Artistic (A), Social (S)'. */
export const codeInWords = (code: string, language: TestLanguage): string =>
  (code.split('') as RiasecLetter[]).map((letter) => letterInWords(letter, language)).join(', ');
