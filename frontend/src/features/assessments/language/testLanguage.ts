// The language a student reads the RIASEC and MI tests in: chosen on the test page, remembered in this browser for the
// next visit and for the other test. Items keep their ids in every language, so switching mid-test keeps the answers.
import { useCallback, useSyncExternalStore } from 'react';
import { testLanguages, type TestLanguage } from '@margdarshak/contracts/assessments/tests';

const KEY = 'assessment:language';
const listeners = new Set<() => void>();

export const isTestLanguage = (value: unknown): value is TestLanguage => testLanguages.some((l) => l === value);

export function readTestLanguage(storage: Pick<Storage, 'getItem'> | undefined = typeof window === 'undefined' ? undefined : window.localStorage): TestLanguage {
  try {
    const stored = storage?.getItem(KEY);
    return isTestLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function rememberTestLanguage(language: TestLanguage, storage: Pick<Storage, 'setItem'> = window.localStorage) {
  try {
    storage.setItem(KEY, language);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The remembered language ('en' on the server and until the browser says otherwise) and its setter. */
export function useTestLanguage(): [TestLanguage, (language: TestLanguage) => void] {
  const language = useSyncExternalStore(subscribe, () => readTestLanguage(), () => 'en' as const);
  return [language, useCallback((next: TestLanguage) => rememberTestLanguage(next), [])];
}

/**
 * The language a test page, result or the free test speaks (issue 28, item 6): `?lang=` in the address first, then the
 * account's choice when signed in, then this browser's.
 */
export function pickLanguage({ url, account, stored }: { url: unknown; account: unknown; stored: TestLanguage }): TestLanguage {
  if (isTestLanguage(url)) return url;
  if (isTestLanguage(account)) return account;
  return stored;
}
