// The language of the page being drawn: Hindi inside the /hi pages (and, later, a family's own pages in the language
// their account chose), English everywhere else.
import { createContext, use } from 'react';
import type { Catalogue, Translate } from './catalogue';
import type { Language } from './language';

export const LanguageContext = createContext<Language>('en');

export const useLanguage = (): Language => use(LanguageContext);

/** `catalogue`'s messages in the page's language. */
export function useT<Id extends string>(catalogue: Catalogue<Id>): Translate<Id> {
  return catalogue.translator(useLanguage());
}
