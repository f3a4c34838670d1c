// Words a person wrote about themselves (a counsellor's specialization, a student's review) are shown as written. On a
// Hindi page, those in Latin letters are marked as English, so a screen reader reads them in an English voice.
import { type Language, languageTag } from './language';

const devanagari = /\p{Script=Devanagari}/u;

/** The `lang` to spread on the element showing `text` on a page in `page`'s language. */
export const ownWordsLang = (text: string, page: Language): { lang?: string } => (page === 'hi' && text && !devanagari.test(text) ? { lang: languageTag.en } : {});
