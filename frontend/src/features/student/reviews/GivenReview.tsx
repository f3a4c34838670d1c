// 'Your review' (issue 30): the stars and the words the student gave, and until when they can change them.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentReview } from '@margdarshak/contracts/api/reviews';
import { DashboardSection } from '../../../components/DashboardSection';
import { formatDate, formatTime } from '../../../lib/format';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { reviewsMessages } from './messages';
import { ReviewStarsShown } from './ReviewStars';

export function GivenReview({ review, changeable, onChange }: { review: StudentReview; changeable: boolean; onChange(): void }) {
  const t = useT(reviewsMessages);
  const language = useLanguage();
  return (
    <DashboardSection title={t('given.title')}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ReviewStarsShown value={review.rating} />
          <Typography>{t('stars.count', { rating: review.rating })}</Typography>
        </Stack>
        {review.comment ? (
          <Typography
            component="blockquote"
            sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            {...ownWordsLang(review.comment, language)}
          >
            {review.comment}
          </Typography>
        ) : (
          <Typography color="textSecondary">{t('given.noComment')}</Typography>
        )}
        <Typography color="textSecondary">{t('given.thanks')}</Typography>
        {changeable ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="textSecondary">
              {t('given.until', { date: formatDate(review.editableUntil, language), time: formatTime(review.editableUntil, language) })}
            </Typography>
            <Button variant="outlined" onClick={onChange}>
              {t('given.change')}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="textSecondary">
            {t('given.locked')}
          </Typography>
        )}
      </Stack>
    </DashboardSection>
  );
}
