// /about: why Margdarshak exists, how we work, and who we are.
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Prose, ProsePage, type Block } from '../ProsePage';
import { usePageMeta } from '../../../lib/usePageMeta';

/** 'Dr Ananya Bose' -> 'AB': titles are not initials. */
const initials = (name: string) =>
  name
    .replace(/^(Dr|Ms|Mr|Mrs)\.?\s+/, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

const story: Block[] = [
  { h: 'Our mission' },
  {
    p: 'Every year, millions of fifteen-year-olds in India choose a stream after Class 10, and a few years later a course that shapes their working life. Too often the choice is made by rank lists, relatives’ advice or what a friend is doing. Margdarshak, which means “one who shows the way”, exists so that every student can make that choice with a qualified counsellor beside them, at a price a family can plan for.',
  },
  { h: 'Our vision' },
  { p: 'A country where choosing a career is a considered decision for every student, in every town, in the language they think in.' },
  { h: 'What we believe' },
  {
    list: [
      'Interests and strengths are worth measuring, and tests are a starting point for a conversation, never a verdict.',
      'Parents belong in the conversation: our sessions are designed for the student first and the family second.',
      'There are many good roads. Engineering and medicine are two of them; design, law, the sciences, commerce, the arts, teaching and skilled trades are others.',
      'A student’s data belongs to the student. We collect little, show no advertising and use no trackers.',
    ],
  },
  { h: 'Our approach' },
  {
    p: 'A student books a 60-minute session with a counsellor for one of three packages. Before the session they take the tests their package includes: the Holland interest inventory for everyone, the Multiple Intelligences questionnaire from the Advanced package, and the Big Five personality inventory in the Comprehensive package. The counsellor reads the results before meeting, talks them through with the student and family, and releases a written report with notes and next steps.',
  },
  {
    p: 'Every counsellor on Margdarshak is checked by our team: qualifications and identity documents are reviewed before a profile goes live, and families rate every session.',
  },
];

const team = [
  {
    name: 'Sunita Rao',
    role: 'Founder and head of counselling',
    bio: 'Twenty years as a school counsellor in Pune and Bengaluru; started Margdarshak after meeting too many students in the wrong course.',
  },
  { name: 'Vikram Joshi', role: 'Co-founder, technology', bio: 'Builds the platform; believes a good product for students is fast on a cheap phone and never sells their data.' },
  { name: 'Dr Ananya Bose', role: 'Assessment lead', bio: 'Psychologist who chooses and reviews the tests, and trains counsellors to read them with care.' },
  { name: 'Imran Qureshi', role: 'Counsellor network', bio: 'Recruits and reviews counsellors across India, and listens to every family that writes in.' },
  {
    name: 'Kavita Menon',
    role: 'Student trust and data protection',
    bio: 'Our Grievance Officer; makes sure families know what we keep about them and that a request to see or erase it is answered.',
  },
];

export function AboutPage() {
  usePageMeta('About us', 'Why Margdarshak exists, how our counsellors work with students and parents, and the team behind it.');
  return (
    <ProsePage title="About Margdarshak" lead="Career guidance for students across India, one conversation at a time.">
      <Prose blocks={story} />
      <Typography sx={{ mb: 2, lineHeight: 1.75 }}>
        Where each test’s questions come from, how they are scored, and what the results can and cannot tell you:{' '}
        <Link component={RouterLink} to={paths.aboutAssessments}>
          how our assessments work
        </Link>
        .
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        Our team
      </Typography>
      <Grid container spacing={2}>
        {team.map((person) => (
          <Grid key={person.name} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2 }}>
                <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden="true">
                  {initials(person.name)}
                </Avatar>
                <div>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {person.name}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" gutterBottom>
                    {person.role}
                  </Typography>
                  <Typography variant="body2">{person.bio}</Typography>
                </div>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ProsePage>
  );
}
