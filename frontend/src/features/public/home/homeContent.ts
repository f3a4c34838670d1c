// What the landing page shows below the fold besides its words (belowFold/messages): the stories' ratings, the order of
// the questions parents ask, and the sample counsellors of public-area §3.
import type { CounsellorListItem } from '@margdarshak/contracts/api/counsellors';

/** A family's story: its words are the below-fold catalogue's `stories.<key>.name`, `.school` and `.text`. */
export const testimonials = [
  { key: 'ishaan', rating: 5 },
  { key: 'fatima', rating: 5 },
  { key: 'rohan', rating: 4.5 },
] as const;

/** The questions parents ask, in order: `faq.<key>.question` and `.answer` in the below-fold catalogue. */
export const faqs = ['package', 'parents', 'twoDays', 'cancel', 'data'] as const;

const sample = (i: number, name: string, specialization: string, location: string, rating: number): CounsellorListItem => ({
  id: `sample-${i}`,
  name,
  role: 'counsellor',
  specialization,
  qualification: 'Career counsellor',
  experience: 'Experienced professional',
  location,
  rating,
  ratingCount: 0,
  profilePhoto: null,
  packages: [],
});

/** Shown only when the counsellors cannot be loaded: examples, not bookable. */
export const sampleCounsellors: CounsellorListItem[] = [
  sample(1, 'Engineering and technology', 'Engineering careers', 'Bengaluru', 4.5),
  sample(2, 'Medicine and life sciences', 'Medical careers', 'Chennai', 4.5),
  sample(3, 'Design and architecture', 'Creative careers', 'Ahmedabad', 4.5),
  sample(4, 'Commerce and finance', 'Business careers', 'Mumbai', 4.5),
  sample(5, 'Law and civil services', 'Humanities careers', 'New Delhi', 4.5),
  sample(6, 'Stream selection after Class 10', 'School guidance', 'Pune', 4.5),
];
