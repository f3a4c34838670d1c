// The profile's reviews: each with its stars, the student's words, and who wrote it as far as the public may know
// (first name and class).
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { REVIEWER_FALLBACK } from '@margdarshak/contracts/api/reviews';
import { useCounsellorReviews } from '../api/getCounsellorReviews';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { counsellorsBrowseMessages } from '../browse/messages';

export function CounsellorReviews({ counsellorId }: { counsellorId: string }) {
  const reviews = useCounsellorReviews(counsellorId);
  const t = useT(counsellorsBrowseMessages);
  const language = useLanguage();
  if (!reviews.data || reviews.data.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading">
      <Typography id="reviews-heading" variant="h5" component="h2" gutterBottom sx={{ mt: 5 }}>
        {t('reviews.title')}
      </Typography>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reviews.data.map((review, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the public review carries no id; the page shows the list whole, newest first, and never reorders it
          <Card key={i} variant="outlined" component="li">
            <CardContent>
              <Rating value={review.rating} readOnly size="small" aria-label={t('reviews.stars', { rating: review.rating })} />
              {review.comment && (
                <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} {...ownWordsLang(review.comment, language)}>
                  {review.comment}
                </Typography>
              )}
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {review.firstName === REVIEWER_FALLBACK ? t('reviews.anonymous') : review.firstName}
                {review.schoolYear && (
                  <>
                    , <span {...ownWordsLang(review.schoolYear, language)}>{review.schoolYear}</span>
                  </>
                )}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
