// /discover: the free interest test. Anyone takes the 60 RIASEC items and sees their code, scores and profile summary;
// nothing personal is stored (answers stay in this browser until the result is shown).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { paths } from '../../../app/paths';
import { serverErrorOf } from '../../../lib/apiClient';
import { useScoreTest, useTestItems } from '../api/assessmentsApi';
import { clearAnswers } from '../components/savedAnswers';
import { TestRunner } from '../components/TestRunner';
import { RiasecResultView } from '../results/RiasecResultView';
import { usePageMeta } from '../../public/usePageMeta';

const STORAGE_KEY = 'riasec:discover';

export function DiscoverPage() {
  const [started, setStarted] = useState(false);
  const items = useTestItems('riasec');
  const scoring = useScoreTest<RiasecResult>('riasec');
  usePageMeta('Free interest test', 'Take a free ten-minute interest test and discover your Holland code, what it means and careers to explore.');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        Discover your interests
      </Typography>
      {scoring.data ? (
        <Stack spacing={4}>
          <RiasecResultView result={scoring.data} detail="summary" />
          <Card variant="outlined" sx={{ bgcolor: 'background.paper' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Want the full picture?
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                A counsellor goes through your code with you and your parents, adds the personality and intelligence tests in the
                Advanced and Comprehensive packages, and writes a plan for your next steps.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button component={RouterLink} to={paths.packages} variant="contained">
                  Book a counsellor
                </Button>
                <Button onClick={() => scoring.reset()}>Take the test again</Button>
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      ) : !started ? (
        <Box>
          <Typography sx={{ mb: 2 }}>
            Sixty everyday activities, about ten minutes. Say how much you would like doing each one; there are no right answers. At
            the end you see your three-letter Holland code, what it means and careers to explore.
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            Free, and nothing about you is stored: your answers stay in this browser until your result is shown.
          </Typography>
          <Button variant="contained" size="large" onClick={() => setStarted(true)}>
            Start the test
          </Button>
        </Box>
      ) : items.isPending ? (
        <Skeleton variant="rounded" height={600} />
      ) : items.isError ? (
        <Alert severity="error">We could not load the test. Please try again later.</Alert>
      ) : (
        <>
          {scoring.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverErrorOf(scoring.error) ?? 'We could not score your answers. Please try again.'}
            </Alert>
          )}
          <TestRunner
            items={items.data}
            storageKey={STORAGE_KEY}
            submitting={scoring.isPending}
            onSubmit={(answers) => scoring.mutate({ answers }, { onSuccess: () => clearAnswers(STORAGE_KEY) })}
          />
        </>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 4 }}>
        Where the questions come from and what a Holland code can and cannot tell you:{' '}
        <Link component={RouterLink} to={paths.aboutAssessments}>
          how our assessments work
        </Link>
        .
      </Typography>
    </Container>
  );
}
