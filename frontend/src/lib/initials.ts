/**
 * What an avatar shows without a photo: 'Meera Iyer' -> 'MI', 'Dr Ananya Bose' -> 'AB' (a title is not an initial). A
 * name in Devanagari gives the first letter of its first name as it is written, vowel sign and all ('सुनीता राव' ->
 * 'सु'): two such letters side by side would read as a word.
 */
export function initials(name: string): string {
  const words = name
    .replace(/^(Dr|Ms|Mr|Mrs|डॉ)\.?\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  if (/^[\u0900-\u097F]/.test(first)) return [...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(first)][0]?.segment ?? '';
  return words
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
