// A counsellor's rating as cards and profiles show it (public-area §2, issue 19): stars and the rating as every surface
// writes it ('4.0 (3 reviews)', contracts/rating.ts) once students have reviewed them, 'New' before (the API's 4.5 then
// is a placeholder, not anyone's opinion).
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CounsellorListItem } from '@margdarshak/contracts/api/shapes';
import { formatRating, isRated, ratingDescription } from '@margdarshak/contracts/rating';
import { starsFor } from './stars';

export function CounsellorRating({ counsellor, size = 'medium' }: { counsellor: Pick<CounsellorListItem, 'rating' | 'ratingCount'>; size?: 'small' | 'medium' }) {
  if (!isRated(counsellor)) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color="secondary" label="New" />
        <Typography variant="body2" color="textSecondary">
          No reviews yet
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={starsFor(counsellor.rating)} precision={0.5} readOnly size={size} aria-label={ratingDescription(counsellor)} />
      <Typography variant="body2" color="textSecondary">
        {formatRating(counsellor)}
      </Typography>
    </Stack>
  );
}
