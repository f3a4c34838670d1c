// How much of a text is Hindi (issue 28, item 6): the share of its words written in Devanagari. A word is a run of two
// or more letters (a lone letter, such as a Holland letter in brackets, is a symbol, not a word); digits and marks are
// not words. Words listed in `except` (names, test titles) are left out of the count.

const word = /[\p{L}\p{M}]{2,}/gu;
const devanagari = /[\u0900-\u097f]/u;

export function devanagariShare(text: string, except: readonly string[] = []): { words: number; devanagari: number; share: number } {
  const skipped = new Set(except.flatMap((phrase) => phrase.match(word) ?? []));
  const words = (text.match(word) ?? []).filter((w) => !skipped.has(w));
  const hindi = words.filter((w) => devanagari.test(w)).length;
  return { words: words.length, devanagari: hindi, share: words.length ? hindi / words.length : 0 };
}
