// A counsellor's rating as cards and profiles show it (public-area §2, issue 19): stars and the rating as every surface
// writes it ('4.0 (3 reviews)', as contracts/rating.ts does for the back office; in Hindi too, issue 33) once students
// have reviewed them, 'New' before (the API's 4.5 then is a placeholder, not anyone's opinion).
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CounsellorListItem } from '@margdarshak/contracts/api/shapes';
import { isRated, ratingFigure, reviewCountFigure } from '@margdarshak/contracts/rating';
import { useT } from '../../../lib/i18n/useLanguage';
import { counsellorsMessages } from '../messages';
import { starsFor } from './stars';

/**
 * What the rating messages are filled with: the figures contracts/rating.ts writes, so the English words are the same
 * as on every other surface (CounsellorRating.unit.spec.ts holds them to it); Latin digits in Hindi too.
 */
export const ratingValues = (rated: { rating: number; ratingCount: number }) => ({ rating: ratingFigure(rated.rating), n: rated.ratingCount, count: reviewCountFigure(rated.ratingCount) });

export function CounsellorRating({ counsellor, size = 'medium' }: { counsellor: Pick<CounsellorListItem, 'rating' | 'ratingCount'>; size?: 'small' | 'medium' }) {
  const t = useT(counsellorsMessages);
  if (!isRated(counsellor)) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color="secondary" label={t('rating.new')} />
        <Typography variant="body2" color="textSecondary">
          {t('rating.noReviews')}
        </Typography>
      </Stack>
    );
  }
  const figures = ratingValues(counsellor);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={starsFor(counsellor.rating)} precision={0.5} readOnly size={size} aria-label={t('rating.described', figures)} />
      <Typography variant="body2" color="textSecondary">
        {t('rating.text', figures)}
      </Typography>
    </Stack>
  );
}
