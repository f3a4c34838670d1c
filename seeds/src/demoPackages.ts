// The three packages a new install offers. Ids are fixed so seeding twice finds them already there.
import type { PackageInput } from '@margdarshak/contracts/api/packages';

export const demoPackages: (PackageInput & { id: string })[] = [
  {
    id: '3f1c2b1e-6a61-4b8f-9a52-0c1d5e6f7a01',
    type: 'basic',
    name: 'Basic',
    description: 'One focused conversation for a student who needs a clear next step: which stream after Class 10, which subjects to keep, or how to read a confusing set of options.',
    price: 999,
    highlighted: false,
    features: [
      'One 60-minute video session with a verified counsellor',
      'Holland code (RIASEC) interest test before the session',
      'Interest profile explained in plain language',
      'Three suggested career directions to explore',
      'Written session summary within 48 hours',
    ],
  },
  {
    id: '3f1c2b1e-6a61-4b8f-9a52-0c1d5e6f7a02',
    type: 'advanced',
    name: 'Advanced',
    description: 'For students choosing between streams, courses or colleges who want their interests and strengths looked at together, with a parent in the room.',
    price: 1999,
    highlighted: true,
    features: [
      'One 60-minute video session, parents welcome to join',
      'Holland code (RIASEC) and Multiple Intelligences tests',
      'Stream and subject recommendation for Class 11 and 12',
      'Shortlist of courses, entrance exams and colleges to look at',
      'Personalised results report released by your counsellor',
      'One follow-up question by e-mail within two weeks',
    ],
  },
  {
    id: '3f1c2b1e-6a61-4b8f-9a52-0c1d5e6f7a03',
    type: 'comprehensive',
    name: 'Comprehensive',
    description: 'The full picture for a big decision: interests, personality and learning strengths, turned into a written plan the family can keep returning to.',
    price: 3999,
    highlighted: false,
    features: [
      'One 60-minute video session with a senior counsellor, parents included',
      'All three assessments: Holland code, Big Five personality and Multiple Intelligences',
      'Comprehensive PDF report with scores, career clusters and an action plan',
      'Entrance exam and application timeline for the next two years',
      'Study-strategy advice matched to how the student learns best',
      'Two follow-up questions by e-mail within a month',
    ],
  },
];
