// The landing page's words below the fold: success stories, questions parents ask, and the sample counsellors of
// public-area §3.
import type { CounsellorListItem } from '@margdarshak/contracts/api/counsellors';

export interface Testimonial {
  name: string;
  school: string;
  testimonial: string;
  rating: number;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Ishaan Kulkarni',
    school: 'Class 12, Kendriya Vidyalaya, Pune',
    testimonial:
      'Everyone assumed I would write JEE because I am good at maths. My interest test said I light up when I build and explain things, and my counsellor showed me design and architecture courses I had never heard of. I am preparing for NATA now, and I actually enjoy it.',
    rating: 5,
  },
  {
    name: 'Fatima Sheikh',
    school: 'Class 10, St. Mary’s High School, Hyderabad',
    testimonial:
      'My parents and I kept arguing about science versus commerce. In one session our counsellor went through my results with all three of us, and for the first time we were talking about the same thing. I chose commerce with maths and nobody is upset.',
    rating: 5,
  },
  {
    name: 'Rohan Bhattacharya',
    school: 'First year B.Sc., Kolkata',
    testimonial:
      'I had joined a course I did not like and felt stuck. The Comprehensive package helped me see which parts of it I could keep and where I could move. Practical, honest and never preachy.',
    rating: 4.5,
  },
];

export const faqs: { question: string; answer: string }[] = [
  {
    question: 'Which package should we choose?',
    answer:
      'Basic suits a student with a clear question, such as choosing between two streams. Advanced adds the Multiple Intelligences test and suits students who are unsure where their strengths lie. Comprehensive adds the Big Five personality inventory and a full written report, and suits big decisions such as a change of course.',
  },
  {
    question: 'Can parents join the session?',
    answer: 'Yes, and we encourage it. Sessions are 60 minutes online; parents usually join for the second half, when the counsellor goes through the results and the next steps.',
  },
  {
    question: 'Why must I book two days ahead?',
    answer: 'The tests tied to your booking take 20 to 40 minutes each. Two days give you time to take them calmly and your counsellor time to read the results before you meet.',
  },
  {
    question: 'What if we need to cancel?',
    answer:
      'Cancel 24 hours or more before the session for a full refund, which reaches your account in 5 to 7 business days. You can also move the session to another free slot up to 24 hours before it starts.',
  },
  {
    question: 'What happens to my child’s data?',
    answer:
      'We collect only what the sessions need, never show advertising and use no third-party trackers. A student under 18 needs a parent’s consent, and you can ask for a copy or the deletion of your data at any time. Our privacy policy explains the details.',
  },
];

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
