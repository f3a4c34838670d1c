// The language of the page being drawn: Hindi inside the /hi pages and on a family's own pages when their account reads
// Hindi, English everywhere else.
import { createContext, use } from 'react';
import type { Catalogue, Translate } from './catalogue';
import type { Language } from './language';

export const LanguageContext = createContext<Language>('en');

/** Set on a family's own pages, whose language is the account's: how the switch saves a choice there. */
export const AccountChoiceContext = createContext<((language: Language) => void) | undefined>(undefined);

export const useLanguage = (): Language => use(LanguageContext);

/** One promise per language and set of catalogues, kept (React's `use` needs the same one on every render). */
const loading = new Map<string, Promise<unknown>>();

/**
 * Waits (suspending, inside a Suspense boundary) until `catalogues` are ready in the page's language: for a part that
 * loads after its page, whose words the page's route did not load.
 */
export function useCataloguesReady(catalogues: readonly Pick<Catalogue<never>, 'name' | 'load'>[]): void {
  const language = useLanguage();
  if (language === 'en') return; // English arrives with the code: nothing to wait for, not even a render
  const key = `${language}:${catalogues.map((catalogue) => catalogue.name).join(',')}`;
  let ready = loading.get(key);
  if (!ready) {
    ready = Promise.all(catalogues.map((catalogue) => catalogue.load(language))).catch((error: unknown) => {
      loading.delete(key); // asked again on the next render
      throw error;
    });
    loading.set(key, ready);
  }
  use(ready);
}

/** `catalogue`'s messages in the page's language. */
export function useT<Id extends string>(catalogue: Catalogue<Id>): Translate<Id> {
  return catalogue.translator(useLanguage());
}
