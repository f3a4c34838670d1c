// The switch to the other language (issue 33), shown where the page is written in both. On a public page it is a link to
// the page's twin, and signed in the choice is also saved on the account (`onChoose`), for the mails and pages that
// follow it. On a family's own pages, whose language is the account's, it saves the choice and the page redraws.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { use } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isBilingual } from './hindiPages';
import { englishPath, languageName, languageTag, pathIn, type Language } from './language';
import { AccountChoiceContext, useLanguage } from './useLanguage';

export function LanguageSwitch({ label, onChoose, inverted = false }: { label: string; onChoose?: (language: Language) => void; inverted?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const language = useLanguage();
  const chooseOnAccount = use(AccountChoiceContext);
  if (!chooseOnAccount && !isBilingual(pathname)) return null;
  const other: Language = language === 'hi' ? 'en' : 'hi';
  // On a family's own page the switch saves the choice; on a public page it is the link to the page's twin.
  const action = chooseOnAccount
    ? { onClick: () => chooseOnAccount(other) }
    : { component: RouterLink, to: `${pathIn(other, englishPath(pathname))}${search}${hash}`, hrefLang: languageTag[other], onClick: () => onChoose?.(other) };
  return (
    <Button {...action} title={label} sx={{ color: inverted ? 'inherit' : 'text.secondary', minWidth: 0, px: 1 }}>
      {/* The other language's name in that language, read in its voice; the title says what the control does in this one. */}
      <Box component="span" lang={languageTag[other]}>
        {languageName[other]}
      </Box>
    </Button>
  );
}
