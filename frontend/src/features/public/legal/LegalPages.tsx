// /terms and /privacy, and their Hindi versions at /hi/terms and /hi/privacy, each of which says that the English governs.
import Typography from '@mui/material/Typography';
import { Prose, ProsePage } from '../ProsePage';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import type { Language } from '../../../lib/i18n/language';
import { usePageMeta } from '../../../lib/usePageMeta';
import { legalMessages } from './messages';
import { PRIVACY_UPDATED, privacyBlocks } from './privacyText';
import { TERMS_UPDATED, termsBlocks } from './termsText';

type Blocks = Parameters<typeof Prose>[0]['blocks'];

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [legalMessages];

// The Hindi texts load only for the Hindi pages, before they draw (app/routes.tsx awaits `loadHindi`): an English
// reader downloads none of them.
let hindi: Record<'terms' | 'privacy', Blocks> | undefined;
export async function loadHindi(): Promise<void> {
  const [terms, privacy] = await Promise.all([import('./termsTextHi'), import('./privacyTextHi')]);
  hindi = { terms: terms.termsBlocksHi, privacy: privacy.privacyBlocksHi };
}

const english: Record<'terms' | 'privacy', Blocks> = { terms: termsBlocks, privacy: privacyBlocks };

/** A calendar date (YYYY-MM-DD) as '23 November 2026', or in Hindi '23 नवंबर 2026'. */
const updatedOn = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${date}T00:00:00Z`));

function LegalPage({ page, updated }: { page: 'terms' | 'privacy'; updated: string }) {
  const t = useT(legalMessages);
  const language = useLanguage();
  usePageMeta(t(`${page}.title`), t(`${page}.description`));
  return (
    <ProsePage title={t(`${page}.title`)}>
      <Typography color="textSecondary">{t('updated', { date: updatedOn(updated, language) })}</Typography>
      <Prose blocks={(language === 'hi' && hindi ? hindi : english)[page]} />
    </ProsePage>
  );
}

export const TermsPage = () => <LegalPage page="terms" updated={TERMS_UPDATED} />;

export const PrivacyPage = () => <LegalPage page="privacy" updated={PRIVACY_UPDATED} />;
