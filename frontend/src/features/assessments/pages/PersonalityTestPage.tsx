// /student/personality-test/{bookingId}?testType=…: one test of a booking, taken with the same runner as /discover,
// its progress saved to the server as the student goes (so it resumes on any device), then submitted. The student sees
// no scores: the counsellor goes through them in the session and releases the report (dashboards §2, §4, §7).
// Composes the student feature (the record, saves, submission) and the assessments feature (items, runner).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { TEST_OPEN_DAYS_AFTER_SESSION } from '@margdarshak/contracts/api/personalityTests';
import type { TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import { pageWords } from '../language/pageWords';
import { useLanguageChoice } from '../language/useLanguageChoice';
import { useCurrentUser } from '../../auth';
import { usePersonalityTest } from '../api/personalityTest';
import { parseTestType, testPageState } from '../taking/testPage';
import { paths } from '../../../config/paths';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { TakeTest } from './TakeTest';

function BackToDashboard({ variant = 'text', label }: { variant?: 'text' | 'contained'; label: string }) {
  return (
    <Button component={RouterLink} to={paths.student.dashboard} variant={variant}>
      {label}
    </Button>
  );
}

/** Completed: now, or earlier on this or another device. After a submission the heading takes the focus. */
function ThankYou({ testType, announce, language }: { testType: TestType; announce: boolean; language: TestLanguage }) {
  const words = pageWords[language];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} lang={language}>
      <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {words.thanks.title}
      </Typography>
      <Typography>{words.thanks.completed(words.testTitles[testType])}</Typography>
      <Typography>
        {words.thanks.next[0]}
        <span {...ownWordsLang(words.thanks.next[1], language)}>{words.thanks.next[1]}</span>
        {words.thanks.next[2]}
      </Typography>
      <BackToDashboard variant="contained" label={words.thanks.back} />
    </Stack>
  );
}

function PersonalityTest({ bookingId, testType }: { bookingId: string; testType: TestType | null }) {
  const user = useCurrentUser();
  const record = usePersonalityTest(bookingId, testType);
  const [submitted, setSubmitted] = useState(false);
  const [language] = useLanguageChoice();
  const words = pageWords[language];
  const state = testPageState({ testType, record: record.data, error: record.error, submitted });
  const back = <BackToDashboard label={words.thanks.back} />;

  const body = () => {
    switch (state.kind) {
      case 'not-part':
        return (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {words.test.notPart}
            </Alert>
            {back}
          </Stack>
        );
      case 'loading':
        return <Skeleton variant="rounded" height={480} aria-label={words.loading.test} />;
      case 'failed':
        return (
          <Alert severity="error" action={<Button onClick={() => void record.refetch()}>{words.tryAgain}</Button>}>
            {words.test.loadFailed}
          </Alert>
        );
      case 'done':
        return testType && <ThankYou testType={testType} announce={submitted} language={language} />;
      case 'closed':
        return (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
              <AlertTitle>{words.test.closedTitle}</AlertTitle>
              {words.test.closed(TEST_OPEN_DAYS_AFTER_SESSION)} {words.test.contact[0]}
              <Link component={RouterLink} to={paths.contact}>
                {words.test.contact[1]}
              </Link>
              {words.test.contact[2]}
            </Alert>
            {back}
          </Stack>
        );
      case 'take':
        return <TakeTest record={state.record} studentId={user.data?.id ?? ''} onSubmitted={() => setSubmitted(true)} />;
      default: {
        const unknown: never = state;
        return unknown;
      }
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} lang={language}>
      <Typography variant="h4" component="h1" gutterBottom>
        {testType ? words.testHeading(words.testTitles[testType]) : words.test.fallbackHeading}
      </Typography>
      {body()}
    </Container>
  );
}

export function PersonalityTestPage() {
  const { bookingId = '' } = useParams();
  const [search] = useSearchParams();
  const testType = parseTestType(search.get('testType'));
  // A fresh page (answers, saver, submission) for each booking and test.
  return <PersonalityTest key={`${bookingId}:${testType ?? ''}`} bookingId={bookingId} testType={testType} />;
}
