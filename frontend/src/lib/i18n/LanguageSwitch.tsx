// The link to the page in the other language (issue 33), shown where the page is written in both. Signed in, the choice
// is also saved on the account, for the mails and pages that follow it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isBilingual } from './hindiPages';
import { englishPath, languageName, languageTag, pathIn, type Language } from './language';
import { useLanguage } from './useLanguage';

export function LanguageSwitch({ label, onChoose, inverted = false }: { label: string; onChoose?: (language: Language) => void; inverted?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const language = useLanguage();
  if (!isBilingual(pathname)) return null;
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return (
    <Button
      component={RouterLink}
      to={`${pathIn(other, englishPath(pathname))}${search}${hash}`}
      hrefLang={languageTag[other]}
      title={label}
      onClick={() => onChoose?.(other)}
      sx={{ color: inverted ? 'inherit' : 'text.secondary', minWidth: 0, px: 1 }}
    >
      {/* The other language's name in that language, read in its voice; the title says what the link does in this one. */}
      <Box component="span" lang={languageTag[other]}>
        {languageName[other]}
      </Box>
    </Button>
  );
}
