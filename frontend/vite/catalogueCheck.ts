// The completeness check of the message catalogues (issue 33, item 5), run by `npm test`
// (catalogueCheck.unit.spec.ts): every English catalogue has a Hindi twin with the same ids, every message parses,
// a message's placeholders are the same in both languages, and a Hindi message is written in Hindi, in the glossary's
// words.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';

export interface CataloguePair {
  /** Where the pair lives, for the problems' wording. */
  folder: string;
  en: Record<string, string>;
  hi: Record<string, string> | undefined;
}

/** The argument names a message uses ({name}, {count, plural, …}), nested ones included, sorted. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function' || token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') names.add(token.arg);
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const devanagari = /[\u0900-\u097F]/;

/**
 * Words docs/hindi-glossary.md replaced, and the word it keeps instead: a catalogue that uses one fails the check, so
 * later edits cannot drift back. Add a row here when the glossary gains one for the site's words.
 */
export const replacedWords: readonly { word: string; use: string }[] = [
  { word: 'सत्र', use: 'सेशन' },
  { word: 'मेनू', use: 'मेन्यू' },
  { word: 'निःशुल्क', use: 'मुफ़्त' },
  { word: 'अभिभावक', use: 'माता-पिता' },
  { word: 'परिणाम', use: 'नतीजे' },
  { word: 'छात्र', use: 'विद्यार्थी' },
  { word: 'कैरियर', use: 'करियर' },
  { word: 'परामर्शदाता', use: 'काउंसलर' },
  { word: 'मुफ्त', use: 'मुफ़्त (with nukta)' },
  { word: 'सत्यापित', use: 'जाँचे-परखे' },
  { word: 'राशि', use: 'रक़म' },
  { word: 'संरक्षक', use: 'गार्जियन' },
  { word: 'संस्करण', use: 'वर्ज़न' },
  { word: 'डिलीट', use: 'मिटाना' },
];

/** `word` standing as a word of `text` (Devanagari has no \b: a letter or a vowel sign may not touch it). */
const usesWord = (text: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{M}])${word}($|[^\\p{L}\\p{M}])`, 'u').test(text);

/** Everything wrong with the pairs, one line each; none when they are complete. */
export function catalogueProblems(pairs: CataloguePair[]): string[] {
  const problems: string[] = [];
  for (const { folder, en, hi } of pairs) {
    if (!hi) {
      problems.push(`${folder}: no hi.json beside en.json`);
      continue;
    }
    for (const id of Object.keys(en)) if (!(id in hi)) problems.push(`${folder}: "${id}" is in English, not in Hindi`);
    for (const id of Object.keys(hi)) if (!(id in en)) problems.push(`${folder}: "${id}" is in Hindi, not in English`);
    for (const [id, english] of Object.entries(en)) {
      const hindi = hi[id];
      if (hindi === undefined) continue;
      let names: [string[], string[]];
      try {
        names = [placeholders(english), placeholders(hindi)];
      } catch (error) {
        problems.push(`${folder}: "${id}" does not parse: ${(error as Error).message}`);
        continue;
      }
      if (names[0].join() !== names[1].join()) problems.push(`${folder}: "${id}" has {${names[0].join(', ')}} in English, {${names[1].join(', ')}} in Hindi`);
      if (!devanagari.test(hindi)) problems.push(`${folder}: "${id}" is not written in Hindi: ${JSON.stringify(hindi)}`);
      for (const { word, use } of replacedWords) if (usesWord(hindi, word)) problems.push(`${folder}: "${id}" says ${word}; the glossary has ${use}`);
    }
  }
  return problems;
}

const readCatalogue = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** Every catalogue pair under `root` (a `messages` folder holding en.json). */
export function cataloguePairs(root: string): CataloguePair[] {
  const pairs: CataloguePair[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(full);
      else if (entry.name === 'en.json' && path.basename(folder) === 'messages') {
        const hindi = path.join(folder, 'hi.json');
        let hi: Record<string, string> | undefined;
        try {
          hi = readCatalogue(hindi);
        } catch {
          hi = undefined;
        }
        pairs.push({ folder: path.relative(root, folder), en: readCatalogue(full), hi });
      }
    }
  };
  visit(root);
  return pairs;
}
