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
import { paths } from '../../../config/paths';
import { pathIn } from '../../../lib/i18n/language';
import { serverErrorOf } from '../../../lib/apiClient';
import { testItemsQueryOptions, useScoreTest } from '../api/assessmentsApi';
import { clearAnswers } from '../components/savedAnswers';
import { TestRunner } from '../components/TestRunner';
import { pageWords, serverWordsIn } from '../language/pageWords';
import { TestLanguagePicker } from '../language/TestLanguagePicker';
import { useLanguageChoice } from '../language/useLanguageChoice';
import { howToAnswer, submitWords } from '../language/testWords';
import { TestResultView } from '../results/TestResultView';
import { usePageMeta } from '../../../lib/usePageMeta';

const STORAGE_KEY = 'riasec:discover';

export function DiscoverPage() {
  const [started, setStarted] = useState(false);
  const [language, setLanguage] = useLanguageChoice();
  const words = pageWords[language].discover;
  // The other language's items have the same ids: the runner (and its answers) stays on screen while they load.
  const items = useQuery({ ...testItemsQueryOptions('riasec', language), placeholderData: keepPreviousData, enabled: started });
  const scoring = useScoreTest<RiasecResult>('riasec');
  usePageMeta(words.meta.title, words.meta.description);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" gutterBottom lang={language} sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {words.title}
      </Typography>
      {scoring.data ? (
        <Stack spacing={4}>
          <TestResultView result={{ type: 'riasec', data: scoring.data }} language={language} detail="summary" />
          <Card variant="outlined" sx={{ bgcolor: 'background.paper' }} lang={language}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {words.morePicture}
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {words.moreText}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button component={RouterLink} to={pathIn(language, paths.packages)} variant="contained">
                  {words.book}
                </Button>
                <Button onClick={() => scoring.reset()}>{words.again}</Button>
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      ) : !started ? (
        <Box>
          <Typography sx={{ mb: 2 }} lang={language}>
            {words.intro}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }} lang={language}>
            {words.free}
          </Typography>
          <Box sx={{ mb: 3 }}>
            <TestLanguagePicker value={language} onChange={setLanguage} />
          </Box>
          <Button variant="contained" size="large" onClick={() => setStarted(true)} lang={language}>
            {words.start}
          </Button>
        </Box>
      ) : items.isPending ? (
        <Skeleton variant="rounded" height={600} aria-label={words.loading} lang={language} />
      ) : items.isError ? (
        <Alert severity="error" lang={language}>
          {words.loadFailed}
        </Alert>
      ) : (
        <>
          {scoring.isError && (
            <Alert severity="error" sx={{ mb: 2 }} lang={language}>
              {serverWordsIn(language, serverErrorOf(scoring.error), words.scoreFailed)}
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
      <Typography variant="body2" color="textSecondary" sx={{ mt: 4 }} lang={language}>
        {words.aboutLead}{' '}
        <Link component={RouterLink} to={pathIn(language, paths.aboutAssessments)}>
          {words.aboutLink}
        </Link>
        {words.aboutEnd}
      </Typography>
    </Container>
  );
}
