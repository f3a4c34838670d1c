// A part of the app drawn in one language: its pages read it (useLanguage), and the document says so (`<html lang>`,
// which the server writes for a page it draws, and the browser keeps true as the visitor moves between languages).
// A family's own pages take their language from the account: there the switch saves the choice (`chooseOnAccount`)
// instead of leading to another address.
import { type ReactNode, useEffect } from 'react';
import { type Language, languageTag } from './language';
import { AccountChoiceContext, LanguageContext } from './useLanguage';

export function LanguageArea({ language, chooseOnAccount, children }: { language: Language; chooseOnAccount?: (language: Language) => void; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = languageTag[language];
    return () => {
      document.documentElement.lang = languageTag.en;
    };
  }, [language]);
  return (
    <LanguageContext value={language}>
      <AccountChoiceContext value={chooseOnAccount}>{children}</AccountChoiceContext>
    </LanguageContext>
  );
}
