import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { HomePackages, Section } from '../home/HomeSections';
import { LazyBelowFold } from '../home/LazyBelowFold';
import { usePageMeta } from '../../../lib/usePageMeta';

const steps: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <WorkspacePremiumRounded color="primary" fontSize="large" />,
    title: 'Pick a package',
    text: 'Basic, Advanced or Comprehensive: one-to-one sessions priced per session, in rupees.',
  },
  {
    icon: <EventAvailableRounded color="primary" fontSize="large" />,
    title: 'Book a counsellor',
    text: 'Choose a counsellor and a date at least two days ahead, so there is time for your tests.',
  },
  {
    icon: <InsightsRounded color="primary" fontSize="large" />,
    title: 'Take tests, talk it through',
    text: 'Interest and personality tests before the session; your counsellor explains the results with you and your parents.',
  },
];

/** The landing page (public-area §1): the promise, packages, top counsellors, stories, how it works and questions. */
export function HomePage() {
  usePageMeta('Margdarshak', 'Career counselling for students in India and their parents: qualified counsellors, interest and personality tests, and a clear plan for the next step.');
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography variant="overline" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
            Career counselling for students in India
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3.2rem' }, my: 2 }}>
            Find the path that fits you, with a counsellor beside you
          </Typography>
          <Typography variant="h6" component="p" color="textSecondary" sx={{ mb: 4, fontWeight: 400 }}>
            Choosing a stream after Class 10 or a course after Class 12 is easier with someone who knows the options. Margdarshak connects students and parents with qualified career counsellors.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to={paths.packages} variant="contained" size="large">
              Book a counsellor
            </Button>
            <Button component={RouterLink} to={paths.discover} variant="outlined" size="large">
              Take the free interest test
            </Button>
          </Stack>
        </Container>
      </Box>
      <Section id="packages-heading" title="Packages" lead="One-to-one sessions, priced per session. Every package includes the tests your counsellor needs.">
        <HomePackages />
      </Section>
      <Section id="how-heading" title="How it works">
        <Grid container spacing={4}>
          {steps.map((step) => (
            <Grid key={step.title} size={{ xs: 12, md: 4 }} sx={{ textAlign: 'center' }}>
              {step.icon}
              <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                {step.title}
              </Typography>
              <Typography color="textSecondary">{step.text}</Typography>
            </Grid>
          ))}
        </Grid>
      </Section>
      <LazyBelowFold />
    </>
  );
}
