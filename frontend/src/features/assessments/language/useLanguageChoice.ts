// The reader's language on the test pages, results and the free test (issue 28, item 6): `?lang=en|hi` selects it and
// is remembered, on the account when signed in (PUT /api/user/language) and in this browser always; choosing on the
// page does the same. A failed account save is not shown: the browser still remembers, and the next choice retries.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { useCurrentUser } from '../../auth/api/getCurrentUser';
import { useSaveAccountLanguage } from '../api/accountLanguage';
import { pickLanguage, rememberTestLanguage, useTestLanguage } from './testLanguage';

/**
 * The account and language last saved from an address's ?lang=, for the whole page: a page and its parts may each
 * use this hook, and one choice is saved once, never retried in a loop when the save fails.
 */
let savedFromAddress: string | null = null;

export function useLanguageChoice(): [TestLanguage, (language: TestLanguage) => void] {
  const [search, setSearch] = useSearchParams();
  const [stored] = useTestLanguage();
  const user = useCurrentUser().data;
  const account = user && 'language' in user ? user.language : undefined;
  const save = useSaveAccountLanguage();
  const url = search.get('lang');
  const language = pickLanguage({ url, account, stored });
  const signedIn = Boolean(user);
  const userId = user?.id ?? '';
  const { mutate } = save;

  useEffect(() => {
    if (url !== language) return;
    if (stored !== language) rememberTestLanguage(language);
    if (signedIn && account !== language && savedFromAddress !== `${userId}:${language}`) {
      savedFromAddress = `${userId}:${language}`;
      mutate(language, { onError: () => undefined });
    }
  }, [url, language, stored, signedIn, userId, account, mutate]);

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
