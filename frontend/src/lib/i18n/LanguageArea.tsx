// A part of the app drawn in one language: its pages read it (useLanguage), and the document says so (`<html lang>`,
// which the server writes for a page it draws, and the browser keeps true as the visitor moves between languages).
import { type ReactNode, useEffect } from 'react';
import { type Language, languageTag } from './language';
import { LanguageContext } from './useLanguage';

export function LanguageArea({ language, children }: { language: Language; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = languageTag[language];
    return () => {
      document.documentElement.lang = languageTag.en;
    };
  }, [language]);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}
