// /terms and /privacy.
import Typography from '@mui/material/Typography';
import { Prose, ProsePage } from '../ProsePage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PRIVACY_UPDATED, privacyBlocks } from './privacyText';
import { TERMS_UPDATED, termsBlocks } from './termsText';

export function TermsPage() {
  usePageMeta('Terms of use', 'The terms for booking, paying for, cancelling and attending counselling sessions on Margdarshak.');
  return (
    <ProsePage title="Terms of use">
      <Typography color="textSecondary">Last updated {TERMS_UPDATED}</Typography>
      <Prose blocks={termsBlocks} />
    </ProsePage>
  );
}

export function PrivacyPage() {
  usePageMeta('Privacy policy', 'What personal data Margdarshak collects, why, how long we keep it, and your rights under the Digital Personal Data Protection Act, 2023.');
  return (
    <ProsePage title="Privacy policy">
      <Typography color="textSecondary">Last updated {PRIVACY_UPDATED}</Typography>
      <Prose blocks={privacyBlocks} />
    </ProsePage>
  );
}
