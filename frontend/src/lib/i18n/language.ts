// Which language a page is in, and its address in the other (issue 33). A public page's Hindi version lives under /hi
// (`/hi` for `/`, `/hi/about` for `/about`); its English version is the address without it.
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { HINDI_PREFIX, hindiTwin, isHindiPath } from '@margdarshak/contracts/pages';

export type Language = AccountLanguage;
export const languages: readonly Language[] = ['en', 'hi'];

export { HINDI_PREFIX };

/** What `<html lang>` and `hreflang` say for each language. */
export const languageTag: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** The language's own name, as its readers write it (the switch shows the other one). */
export const languageName: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const languageOfPath = (pathname: string): Language => (isHindiPath(pathname) ? 'hi' : 'en');

/** The English address of a page in either language: `/hi/about` → `/about`, `/hi` → `/`. */
export const englishPath = (pathname: string): string => (isHindiPath(pathname) ? pathname.slice(HINDI_PREFIX.length) || '/' : pathname);

/** The address of the English page `path` in `language`. */
export const pathIn = (language: Language, path: string): string => (language === 'hi' ? hindiTwin(path) : path);
