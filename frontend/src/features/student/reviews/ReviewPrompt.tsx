// A completed session asks the student for a review, once; once given it shows the review under 'Your review', and for
// 7 days after (unless our team hid it) lets the student change it with the same form (issue 30).
import { useState } from 'react';
import { useNow } from '../../../lib/useNow';
import { useStudentReviews } from '../api/studentReviews';
import { GivenReview } from './GivenReview';
import { ReviewForm } from './ReviewForm';

export function ReviewPrompt({ studentId, bookingId, counsellorName }: { studentId: string; bookingId: string; counsellorName: string }) {
  const reviews = useStudentReviews(studentId);
  const [changing, setChanging] = useState(false);
  const now = useNow();
  if (!reviews.data) return null;
  const given = reviews.data.find((r) => r.bookingId === bookingId);
  const changeable = given !== undefined && !given.hidden && now.getTime() <= Date.parse(given.editableUntil);

  if (given && !(changing && changeable)) return <GivenReview review={given} changeable={changeable} onChange={() => setChanging(true)} />;
  return <ReviewForm key={given ? 'change' : 'give'} studentId={studentId} bookingId={bookingId} counsellorName={counsellorName} {...(given ? { given } : {})} onDone={() => setChanging(false)} />;
}
