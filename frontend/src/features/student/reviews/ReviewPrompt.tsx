// A completed session asks the student for a review, once: 1 to 5 stars and a comment if they like. Once given it says
// thanks with their rating, and never asks again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX } from '@margdarshak/contracts/api/reviews';
import { DashboardSection } from '../../../components/DashboardSection';
import { serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useStudentReviews, useSubmitReview } from '../api/studentReviews';

export function ReviewPrompt({ studentId, bookingId, counsellorName }: { studentId: string; bookingId: string; counsellorName: string }) {
  const reviews = useStudentReviews(studentId);
  const submit = useSubmitReview(studentId, bookingId);
  const toast = useToast();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const labelId = useId();
  if (!reviews.data) return null;
  const given = reviews.data.find((r) => r.bookingId === bookingId);

  if (given) {
    return (
      <DashboardSection title="Your review">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Rating value={given.rating} readOnly aria-label={`You rated this session ${given.rating} out of 5`} />
          <Typography color="textSecondary">Thank you for your review.</Typography>
        </Stack>
      </DashboardSection>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setProblem('Choose a rating from 1 to 5 stars');
      return;
    }
    setProblem(undefined);
    submit.mutate(
      { rating, comment },
      {
        onSuccess: () => toast.success('Thank you for your review'),
        onError: (error) => toast.error('Could not send your review', serverErrorOf(error) ?? 'Please try again.'),
      },
    );
  };

  return (
    <DashboardSection title="How was your session?">
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <Typography id={labelId} color="textSecondary">
          Rate your session with {counsellorName}. Other students see your rating and comment with your first name and class.
        </Typography>
        <Rating name={`rating-${bookingId}`} value={rating} onChange={(_, value) => setRating(value)} size="large" aria-labelledby={labelId} />
        {problem && <Alert severity="warning">{problem}</Alert>}
        <TextField
          label="Comment (optional)"
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
          helperText={`${comment.length}/${REVIEW_COMMENT_MAX}`}
        />
        <div>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            {submit.isPending ? 'Sending…' : 'Submit review'}
          </Button>
        </div>
      </Stack>
    </DashboardSection>
  );
}
