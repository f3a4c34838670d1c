// The stars a student taps to rate a session: each star a 44 px target (WCAG 2.5.5) so a thumb at 360 px picks the one
// it means; and the same stars read-only, to show a rating given or about to be sent.
import Rating from '@mui/material/Rating';
import { useT } from '../../../lib/i18n/useLanguage';
import { reviewsMessages } from './messages';

/** One star per 44 px square: the icon fills the label that is the star's target. */
const TARGET_PX = 44;

export function ReviewStarsInput({ name, value, onChange, labelledBy }: { name: string; value: number | null; onChange(value: number | null): void; labelledBy: string }) {
  return <Rating name={name} value={value} onChange={(_, next) => onChange(next)} aria-labelledby={labelledBy} sx={{ fontSize: TARGET_PX }} />;
}

export function ReviewStarsShown({ value, size = 'medium' }: { value: number; size?: 'medium' | 'large' }) {
  const t = useT(reviewsMessages);
  return <Rating value={value} readOnly size={size} aria-label={t('stars.label', { value })} />;
}
