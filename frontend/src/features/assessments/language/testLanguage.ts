// The language a student reads the RIASEC and MI tests in: chosen on the test page, remembered in this browser for the
// next visit and for the other test. Items keep their ids in every language, so switching mid-test keeps the answers.
import { useSyncExternalStore } from 'react';
import type { Role } from '@margdarshak/contracts/api/accounts';
import { testLanguages, type TestLanguage } from '@margdarshak/contracts/assessments/languages';

const KEY = 'assessment:language';
const listeners = new Set<() => void>();

export const isTestLanguage = (value: unknown): value is TestLanguage => testLanguages.some((l) => l === value);

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The language chosen in this browser (by ?lang= or the picker), or undefined when none was. */
export function readChosenLanguage(storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): TestLanguage | undefined {
  try {
    const stored = storage?.getItem(KEY);
    return isTestLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export const readTestLanguage = (storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): TestLanguage => readChosenLanguage(storage) ?? 'en';

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

/** The language chosen in this browser, undefined on the server and until one is chosen. */
export const useChosenLanguage = (): TestLanguage | undefined =>
  useSyncExternalStore(
    subscribe,
    () => readChosenLanguage(),
    () => undefined,
  );

/**
 * The language a test page, result or the free test speaks (issue 28, item 6): `?lang=` in the address first, then the
 * account's choice when signed in, then this browser's.
 */
export function pickLanguage({ url, account, stored }: { url: unknown; account: unknown; stored: TestLanguage }): TestLanguage {
  if (isTestLanguage(url)) return url;
  if (isTestLanguage(account)) return account;
  return stored;
}

/**
 * The browser's choice to save on an account that has never chosen (issue 28, item 6): a visitor who picked Hindi and
 * then signed up or in keeps it on the account. Only a family's account (student or parent) reads the product in Hindi;
 * counsellor, admin and auditor areas are English. An account's own choice is never overwritten; nothing is saved for
 * a browser that chose nothing.
 */
export function languageToCarry({ role, account, chosen }: { role: Role | undefined; account: unknown; chosen: TestLanguage | undefined }): TestLanguage | undefined {
  return (role === 'student' || role === 'parent') && !isTestLanguage(account) ? chosen : undefined;
}
