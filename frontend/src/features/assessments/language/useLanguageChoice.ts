// The reader's language on the test pages, results and the free test (issue 28, item 6): `?lang=en|hi` selects it and
// is remembered, on the account when signed in (PUT /api/me/language) and in this browser always; choosing on the
// page does the same. A choice made before signing up or in is carried to an account that has never chosen, on every
// page (useCarryLanguageToAccount). A failed account save is not shown: the browser still remembers, and the next
// choice retries.
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isHindiPath } from '@margdarshak/contracts/pages';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { useCurrentUser, useSaveAccountLanguage } from '../../auth';
import { languageToCarry, pickLanguage, readChosenLanguage, rememberTestLanguage, useChosenLanguage } from './testLanguage';

/**
 * The account and language last saved from this page (an address's ?lang=, the picker or a carried-over choice): a
 * page and its parts may each use these hooks, and one choice is saved once, never retried in a loop when the save fails.
 */
let savedFromAddress: string | null = null;

export function useLanguageChoice(): [TestLanguage, (language: TestLanguage) => void] {
  const [search, setSearch] = useSearchParams();
  const chosen = useChosenLanguage();
  const stored = chosen ?? 'en';
  const user = useCurrentUser().data;
  const account = user && 'language' in user ? user.language : undefined;
  const save = useSaveAccountLanguage();
  // A page at a Hindi address (the free test's /hi twin) says its language as ?lang= would; ?lang= still outranks it.
  const pageLanguage = useLanguage();
  const { pathname } = useLocation();
  const addressed = pageLanguage === 'hi' && isHindiPath(pathname) ? 'hi' : null;
  const url = search.get('lang') ?? addressed;
  const language = pickLanguage({ url, account, stored });
  const signedIn = Boolean(user);
  const userId = user?.id ?? '';
  const { mutate } = save;

  useEffect(() => {
    if (url !== language) return;
    if (chosen !== language) rememberTestLanguage(language);
    if (signedIn && account !== language && savedFromAddress !== `${userId}:${language}`) {
      savedFromAddress = `${userId}:${language}`;
      mutate(language, { onError: () => undefined });
    }
  }, [url, language, chosen, signedIn, userId, account, mutate]);

  const choose = useCallback(
    (next: TestLanguage) => {
      rememberTestLanguage(next);
      savedFromAddress = `${userId}:${next}`;
      if (signedIn) mutate(next, { onError: () => undefined });
      if (url !== null)
        setSearch(
          (params) => {
            params.set('lang', next);
            return params;
          },
          { replace: true },
        );
    },
    [signedIn, userId, mutate, url, setSearch],
  );
  return [language, choose];
}

/**
 * Saves the browser's choice on a signed-in account that has never chosen one (GET /api/user answers no `language`),
 * once per account and page load, and not after this page saved a choice of its own. Mounted once, around every page.
 */
export function useCarryLanguageToAccount(): void {
  const user = useCurrentUser().data;
  const chosen = useChosenLanguage();
  const { mutate } = useSaveAccountLanguage();
  const userId = user?.id;
  const account = user?.language;
  const role = user?.role;

  // biome-ignore lint/correctness/useExhaustiveDependencies: chosen is the trigger; the effect reads the choice afresh (the line below says why)
  useEffect(() => {
    // Read again here: a page's own ?lang= may have changed the browser's choice in this same render's effects.
    const language = languageToCarry({ role, account, chosen: readChosenLanguage() });
    if (userId === undefined || language === undefined || savedFromAddress?.startsWith(`${userId}:`)) return;
    savedFromAddress = `${userId}:${language}`;
    mutate(language, { onError: () => undefined });
  }, [userId, role, account, chosen, mutate]);
}
