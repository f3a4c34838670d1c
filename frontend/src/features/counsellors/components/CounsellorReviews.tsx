// The profile's reviews: each with its stars, the student's words, and who wrote it as far as the public may know
// (first name and class).
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useCounsellorReviews } from '../api/getCounsellorReviews';

export function CounsellorReviews({ counsellorId }: { counsellorId: string }) {
  const reviews = useCounsellorReviews(counsellorId);
  if (!reviews.data || reviews.data.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading">
      <Typography id="reviews-heading" variant="h5" component="h2" gutterBottom sx={{ mt: 5 }}>
        What students say
      </Typography>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reviews.data.map((review, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the public review carries no id; the page shows the list whole, newest first, and never reorders it
          <Card key={i} variant="outlined" component="li">
            <CardContent>
              <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} out of 5 stars`} />
              {review.comment && <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>}
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {review.firstName}
                {review.schoolYear ? `, ${review.schoolYear}` : ''}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
