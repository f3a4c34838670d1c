// A PDF's text layer read as words, to tell how much of it is Hindi once the names in it are set aside.

const letters = /[\p{L}\p{M}]/gu;
const devanagari = /[\u0900-\u097F]/u;

/** Every run of whitespace (the PDF's line breaks and layout gaps) as one space. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The words of `text` (whitespace-separated, with at least two letters, a Devanagari vowel sign counting as one) after
 * every phrase in `names` is taken out, longest first, whatever the line breaks inside it: Devanagari ones and the rest.
 */
export function wordsBesideNames(text: string, names: readonly string[]): { devanagari: string[]; other: string[] } {
  let rest = ` ${oneLine(text)} `;
  for (const name of [...names]
    .map(oneLine)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(' ');
  const words = rest.split(' ').filter((word) => (word.match(letters) ?? []).length >= 2);
  return { devanagari: words.filter((word) => devanagari.test(word)), other: words.filter((word) => !devanagari.test(word)) };
}
