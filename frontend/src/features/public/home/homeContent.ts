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

/** The sample counsellors' keys in the below-fold catalogue: `sample.<key>.name`, `.specialization` and `.location`. */
const samples = ['engineering', 'medicine', 'design', 'commerce', 'law', 'stream'] as const;

type SampleId = `sample.${(typeof samples)[number]}.${'name' | 'specialization' | 'location'}` | 'sample.qualification' | 'sample.experience';

/** Shown only when the counsellors cannot be loaded: examples, not bookable, in the page's words. */
export const sampleCounsellors = (t: (id: SampleId) => string): CounsellorListItem[] =>
  samples.map((key) => ({
    id: `sample-${key}`,
    name: t(`sample.${key}.name`),
    role: 'counsellor',
    specialization: t(`sample.${key}.specialization`),
    qualification: t('sample.qualification'),
    experience: t('sample.experience'),
    location: t(`sample.${key}.location`),
    rating: 4.5,
    ratingCount: 0,
    profilePhoto: null,
    packages: [],
  }));
