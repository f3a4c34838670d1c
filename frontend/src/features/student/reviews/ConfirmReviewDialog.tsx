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
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { reviewsMessages } from './messages';
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
  const t = useT(reviewsMessages);
  const language = useLanguage();
  const words = comment.trim();
  return (
    <Dialog open onClose={pending ? undefined : onBack} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{editableUntil ? t('confirm.titleChange') : t('confirm.titleSend')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <ReviewStarsShown value={rating} size="large" />
            <Typography sx={{ fontWeight: 600 }}>{t('stars.count', { rating })}</Typography>
          </Stack>
          {words ? (
            <Typography component="blockquote" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...ownWordsLang(words, language)}>
              {words}
            </Typography>
          ) : (
            <Typography color="textSecondary">{t('confirm.noComment')}</Typography>
          )}
          <Typography variant="body2" color="textSecondary">
            {editableUntil ? t('confirm.until', { date: formatDate(editableUntil, language), time: formatTime(editableUntil, language) }) : t('confirm.rules', { days: REVIEW_EDIT_DAYS })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={pending}>
          {t('confirm.back')}
        </Button>
        <Button variant="contained" onClick={onSend} disabled={pending} autoFocus>
          {pending ? t('confirm.sending') : editableUntil ? t('confirm.save') : t('confirm.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
