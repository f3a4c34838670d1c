// /discover: the free interest test. Anyone takes the RIASEC items, in English or Hindi, and sees what their answers
// support: a code and how clear it is (or that no interest stands out), the scores and the profile summary; nothing
// personal is stored (answers and the language choice stay in this browser).
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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { paths } from '../../../app/paths';
import { serverErrorOf } from '../../../lib/apiClient';
import { testItemsQueryOptions, useScoreTest } from '../api/assessmentsApi';
import { clearAnswers } from '../components/savedAnswers';
import { TestRunner } from '../components/TestRunner';
import { TestLanguagePicker } from '../language/TestLanguagePicker';
import { useTestLanguage } from '../language/testLanguage';
import { howToAnswer, submitWords } from '../language/testWords';
import { RiasecResultView } from '../results/RiasecResultView';
import { usePageMeta } from '../../public/usePageMeta';

const STORAGE_KEY = 'riasec:discover';

export function DiscoverPage() {
  const [started, setStarted] = useState(false);
  const [language, setLanguage] = useTestLanguage();
  // The other language's items have the same ids: the runner (and its answers) stays on screen while they load.
  const items = useQuery({ ...testItemsQueryOptions('riasec', language), placeholderData: keepPreviousData, enabled: started });
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
            Sixty-three everyday activities (a few are asked twice, in other words), about ten minutes, in English or Hindi. Say how
            much you would like doing each one; there are no right answers. At the end you see your three-letter Holland code and
            how clear it is, what it means and careers to explore, or, if no interest stands out yet, what to try next.
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            Free, and nothing about you is stored: your answers stay in this browser until your result is shown.
          </Typography>
          <Box sx={{ mb: 3 }}>
            <TestLanguagePicker value={language} onChange={setLanguage} />
          </Box>
          <Button variant="contained" size="large" onClick={() => setStarted(true)}>
            Start the test
          </Button>
        </Box>
      ) : items.isPending ? (
        <Skeleton variant="rounded" height={600} aria-label="Loading the test" />
      ) : items.isError ? (
        <Alert severity="error">We could not load the test. Please try again later.</Alert>
      ) : (
        <>
          {scoring.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverErrorOf(scoring.error) ?? 'We could not score your answers. Please try again.'}
            </Alert>
          )}
          <Stack spacing={2} sx={{ mb: 3 }}>
            <TestLanguagePicker value={language} onChange={setLanguage} />
            <Typography lang={language}>{howToAnswer.riasec[language]}</Typography>
          </Stack>
          <TestRunner
            items={items.data}
            storageKey={STORAGE_KEY}
            submitting={scoring.isPending}
            submitLabel={submitWords[language].results}
            submittingLabel={submitWords[language].scoring}
            onSubmit={(answers, pageSeconds) => scoring.mutate({ answers, language, pageSeconds }, { onSuccess: () => clearAnswers(STORAGE_KEY) })}
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
