// 'Your review' (issue 30): the stars and the words the student gave, and until when they can change them.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentReview } from '@margdarshak/contracts/api/reviews';
import { DashboardSection } from '../../../components/DashboardSection';
import { formatDate, formatTime } from '../../../lib/format';
import { ReviewStarsShown } from './ReviewStars';

export function GivenReview({ review, changeable, onChange }: { review: StudentReview; changeable: boolean; onChange(): void }) {
  return (
    <DashboardSection title="Your review">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ReviewStarsShown value={review.rating} />
          <Typography>
            {review.rating} out of 5 {review.rating === 1 ? 'star' : 'stars'}
          </Typography>
        </Stack>
        {review.comment ? (
          <Typography component="blockquote" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Typography>
        ) : (
          <Typography color="textSecondary">You left no comment.</Typography>
        )}
        <Typography color="textSecondary">Thank you for your review.</Typography>
        {changeable ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="textSecondary">
              You can change it until {formatDate(review.editableUntil)}, {formatTime(review.editableUntil)} (India time).
            </Typography>
            <Button variant="outlined" onClick={onChange}>
              Change my review
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="textSecondary">
            This review can no longer be changed.
          </Typography>
        )}
      </Stack>
    </DashboardSection>
  );
}
