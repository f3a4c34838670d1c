// The step before a review is sent or changed (issue 30): the stars chosen and the words, as others will read them,
// with the time the student has to change them, and a way back to the form.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { REVIEW_EDIT_DAYS } from '@margdarshak/contracts/api/reviews';
import { formatDate, formatTime } from '../../../lib/format';
import { ReviewStarsShown } from './ReviewStars';

interface Props {
  rating: number;
  comment: string;
  /** Changing a review given before: until when it can still be changed. */
  editableUntil?: string;
  pending: boolean;
  onSend(): void;
  onBack(): void;
}

export function ConfirmReviewDialog({ rating, comment, editableUntil, pending, onSend, onBack }: Props) {
  const titleId = useId();
  const words = comment.trim();
  return (
    <Dialog open onClose={pending ? undefined : onBack} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{editableUntil ? 'Save your changes?' : 'Send this review?'}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <ReviewStarsShown value={rating} size="large" />
            <Typography sx={{ fontWeight: 600 }}>
              {rating} out of 5 {rating === 1 ? 'star' : 'stars'}
            </Typography>
          </Stack>
          {words ? (
            <Typography component="blockquote" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {words}
            </Typography>
          ) : (
            <Typography color="textSecondary">No comment.</Typography>
          )}
          <Typography variant="body2" color="textSecondary">
            {editableUntil
              ? `You can still change it until ${formatDate(editableUntil)}, ${formatTime(editableUntil)} (India time).`
              : `Other students see your stars and comment with your first name and class. You can change your review for ${REVIEW_EDIT_DAYS} days after you send it.`}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={pending}>
          Go back
        </Button>
        <Button variant="contained" onClick={onSend} disabled={pending} autoFocus>
          {pending ? 'Sending…' : editableUntil ? 'Save changes' : 'Send review'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
