// /services: what each package includes and how a session works, with prices left to /packages.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Prose, ProsePage, type Block } from '../ProsePage';
import { usePageMeta } from '../../../lib/usePageMeta';

const blocks: Block[] = [
  { h: 'Basic' },
  {
    p: 'For a student with a clear question, such as science or commerce after Class 10, or which of two courses to apply for. Before the session the student takes the Holland interest inventory (63 activities in English or Hindi, about ten minutes). In the session the counsellor explains the three-letter code, the careers it points to and the stream or course that fits.',
  },
  { h: 'Advanced' },
  {
    p: 'For a student who is unsure where their strengths lie. The Holland inventory plus the Multiple Intelligences questionnaire, which describes how the student prefers to think and learn. The counsellor combines the two into a shortlist of directions and study habits that suit the student.',
  },
  { h: 'Comprehensive' },
  {
    p: 'For big decisions: a change of course, a gap year, an unusual path. All three tests, including the 120-item Big Five personality inventory, and a full written report with the counsellor’s notes, recommended streams and a step-by-step action plan for the next two years.',
  },
  { h: 'How a session works' },
  {
    list: [
      'Choose a package and a counsellor, then a date at least two days ahead and a 60-minute slot (India time).',
      'Pay online. You receive a confirmation e-mail with a calendar invitation.',
      'The tests your package includes are attached to that booking: take them from your dashboard before the session.',
      'Meet your counsellor online; parents are welcome, usually for the second half.',
      'Your counsellor reviews your results and releases them to you with their notes (a full PDF report in the Comprehensive package); released results stay in your dashboard.',
      'Need to change plans? Reschedule or cancel with a full refund up to 24 hours before the session.',
    ],
  },
];

export function ServicesPage() {
  usePageMeta('Services', 'What the Basic, Advanced and Comprehensive counselling packages include, and how a Margdarshak session works.');
  return (
    <ProsePage title="Our services" lead="Three packages, one way of working: tests first, then a conversation that turns results into decisions.">
      <Prose blocks={blocks} />
      <Button component={RouterLink} to={paths.packages} variant="contained" size="large" sx={{ mt: 2 }}>
        See packages and prices
      </Button>
    </ProsePage>
  );
}
