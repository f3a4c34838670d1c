// The reader's language on the test pages, results and the free test (issue 28, item 6): `?lang=en|hi` selects it and
// is remembered, on the account when signed in (PUT /api/user/language) and in this browser always; choosing on the
// page does the same. A failed account save is not shown: the browser still remembers, and the next choice retries.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { useCurrentUser } from '../../auth/api/getCurrentUser';
import { useSaveAccountLanguage } from '../api/accountLanguage';
import { pickLanguage, rememberTestLanguage, useTestLanguage } from './testLanguage';

export function useLanguageChoice(): [TestLanguage, (language: TestLanguage) => void] {
  const [search, setSearch] = useSearchParams();
  const [stored] = useTestLanguage();
  const user = useCurrentUser().data;
  const account = user && 'language' in user ? user.language : undefined;
  const save = useSaveAccountLanguage();
  const url = search.get('lang');
  const language = pickLanguage({ url, account, stored });
  const signedIn = Boolean(user);
  const { mutate } = save;
  // The address's language is saved to the account once per language, so a failing save is never retried in a loop.
  const saved = useRef<TestLanguage | null>(null);

  useEffect(() => {
    if (url !== language) return;
    if (stored !== language) rememberTestLanguage(language);
    if (signedIn && account !== language && saved.current !== language) {
      saved.current = language;
      mutate(language, { onError: () => undefined });
    }
  }, [url, language, stored, signedIn, account, mutate]);

  const choose = useCallback(
    (next: TestLanguage) => {
      rememberTestLanguage(next);
      saved.current = next;
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
    [signedIn, mutate, url, setSearch],
  );
  return [language, choose];
}
