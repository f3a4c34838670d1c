// A sentence from a catalogue with someone's own words in it (a name, an e-mail address, a code): on a Hindi page, those
// in Latin letters are marked as English (lib/i18n/ownWords.ts), so a screen reader reads them in an English voice. An
// English page gets the sentence as it is.
import type { ReactNode } from 'react';
import { languageTag } from '../../lib/i18n/language';
import { ownWordsLang } from '../../lib/i18n/ownWords';
import { useLanguage } from '../../lib/i18n/useLanguage';

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each of `words` found in it marked as English where it is in Latin letters. */
export function OwnWords({ text, words }: { text: string; words: readonly (string | null | undefined)[] }): ReactNode {
  const language = useLanguage();
  const marked = [...new Set(words.filter((word): word is string => Boolean(word && ownWordsLang(word, language).lang)))].sort((a, b) => b.length - a.length);
  if (marked.length === 0) return text;
  const parts = text.split(new RegExp(`(${marked.map(escaped).join('|')})`, 'u'));
  // One element around the sentence: inside a flex container (a button) each loose piece would be an item of its own,
  // and the spaces between a name and its words would be lost.
  return (
    <span>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in their order
          <span key={i} lang={languageTag.en}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
