// The review form: 1 to 5 stars and a comment if the student likes, then a confirmation step before anything is sent
// (issue 30). The same form gives a review (POST) and, within its 7 days, changes it (PUT), filled with what was given.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX, type StudentReview } from '@margdarshak/contracts/api/reviews';
import { DashboardSection } from '../../../components/DashboardSection';
import { serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useSendReview } from '../api/studentReviews';
import { ConfirmReviewDialog } from './ConfirmReviewDialog';
import { ReviewStarsInput } from './ReviewStars';
import { OwnWords } from '../../../components/shared/OwnWords';
import { useT } from '../../../lib/i18n/useLanguage';
import { reviewsMessages } from './messages';

interface Props {
  studentId: string;
  bookingId: string;
  counsellorName: string;
  /** The review given before, when changing it. */
  given?: StudentReview;
  onDone(): void;
}

export function ReviewForm({ studentId, bookingId, counsellorName, given, onDone }: Props) {
  const send = useSendReview(studentId, bookingId, given ? 'PUT' : 'POST');
  const toast = useToast();
  const t = useT(reviewsMessages);
  const [rating, setRating] = useState<number | null>(given?.rating ?? null);
  const [comment, setComment] = useState(given?.comment ?? '');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const labelId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return setProblem(t('form.problem'));
    setProblem(undefined);
    setConfirming(true);
  };

  const onSend = () => {
    if (rating === null) return;
    send.mutate(
      { rating, comment },
      {
        onSuccess: () => {
          setConfirming(false);
          if (given) toast.success(t('toast.changed'), t('toast.changedText'));
          else toast.success(t('toast.thanks'));
          onDone();
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(given ? t('toast.changeFailed') : t('toast.sendFailed'), serverErrorOf(error) ?? t('toast.tryAgain'));
        },
      },
    );
  };

  return (
    <DashboardSection title={given ? t('form.titleChange') : t('form.titleGive')}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <Typography id={labelId} color="textSecondary">
          <OwnWords text={t('form.lead', { name: counsellorName })} words={[counsellorName]} />
        </Typography>
        <ReviewStarsInput name={`rating-${bookingId}`} value={rating} onChange={setRating} labelledBy={labelId} />
        {problem && <Alert severity="warning">{problem}</Alert>}
        <TextField
          label={t('form.comment')}
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
          helperText={`${comment.length}/${REVIEW_COMMENT_MAX}`}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {given ? t('form.save') : t('form.submit')}
          </Button>
          {given && <Button onClick={onDone}>{t('form.cancel')}</Button>}
        </Stack>
      </Stack>
      {confirming && rating !== null && (
        <ConfirmReviewDialog
          rating={rating}
          comment={comment}
          {...(given ? { editableUntil: given.editableUntil } : {})}
          pending={send.isPending}
          onSend={onSend}
          onBack={() => setConfirming(false)}
        />
      )}
    </DashboardSection>
  );
}
