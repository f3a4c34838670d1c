// The test itself on /student/personality-test: the items in the runner, each change saved quietly, and the
// submission with what its failures mean. RIASEC and MI are offered in English and Hindi (the choice remembered in this
// browser); Big Five asks for the language of its questions and of its report.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentTestRecord } from '@margdarshak/contracts/api/personalityTests';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { testItemsQueryOptions } from '../api/assessmentsApi';
import { TestRunner } from '../components/TestRunner';
import { TestLanguagePicker } from '../language/TestLanguagePicker';
import { isTestLanguage } from '../language/testLanguage';
import { pageWords, readableIn, serverWordsIn, type PageWords } from '../language/pageWords';
import { useLanguageChoice } from '../language/useLanguageChoice';
import { hasOwnLanguages, howToAnswer, submitWords } from '../language/testWords';
import { personalityTestQueryOptions } from '../api/personalityTest';
import { studentBookingsQueryOptions } from '../../student';
import { useSubmitPersonalityTest } from '../api/submitPersonalityTest';
import type { SaveStatus } from '../taking/progressSaver';
import { submitFailure, type SubmitFailure } from '../taking/testPage';
import { useTestProgress } from '../taking/useTestProgress';
import { ApiError } from '../../../lib/apiClient';
import { paths } from '../../../config/paths';
import { pathIn } from '../../../lib/i18n/language';
import type { PageSeconds } from '@margdarshak/contracts/assessments/answers';

const saveText = (status: SaveStatus, words: PageWords): string => {
  switch (status) {
    case 'idle':
      return '';
    case 'pending':
    case 'saving':
      return words.save.saving;
    case 'saved':
      return words.save.saved;
    case 'failed':
      return words.save.failed;
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
};

/** A refusal that a retry will not change (the test closed or was completed elsewhere): the record says what now. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

function LanguageChoice({
  items,
  itemLanguage,
  reportLanguage,
  onItemLanguage,
  onReportLanguage,
  words,
}: {
  words: PageWords;
  items: ItemsResponse;
  itemLanguage: string;
  reportLanguage: string;
  onItemLanguage(lang: string): void;
  onReportLanguage(lang: string): void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          size="small"
          label={words.bigFiveLanguages.questions}
          value={itemLanguage}
          onChange={(e) => onItemLanguage(e.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {(items.itemLanguages ?? [{ id: 'en', text: 'English' }]).map((l) => (
            <option key={l.id} value={l.id}>
              {l.text}
            </option>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          label={words.bigFiveLanguages.report}
          helperText={words.bigFiveLanguages.reportHelp}
          value={reportLanguage}
          onChange={(e) => onReportLanguage(e.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {(items.reportLanguages ?? [{ id: 'en', text: 'English' }]).map((l) => (
            <option key={l.id} value={l.id}>
              {l.text}
            </option>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}

export function TakeTest({ record, studentId, onSubmitted }: { record: StudentTestRecord; studentId: string; onSubmitted(): void }) {
  const { bookingId, testType } = record;
  const queryClient = useQueryClient();
  const [language, setLanguage] = useLanguageChoice();
  // Big Five: its questions and report start in the page's language; the student may pick others below.
  const [itemLanguage, setItemLanguage] = useState<string>(language);
  const [reportLanguage, setReportLanguage] = useState<string>(language);
  const words = pageWords[language];
  const ownLanguages = hasOwnLanguages(testType);
  // Another language's items have the same ids: keep the runner (and its answers) on screen while they load.
  const items = useQuery({ ...testItemsQueryOptions(testType, ownLanguages ? language : itemLanguage), placeholderData: keepPreviousData });
  const submission = useSubmitPersonalityTest(bookingId, studentId);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [flagged, setFlagged] = useState<readonly string[]>([]);
  const savedOnce = useRef(false);
  const { status, saver, recordPageSeconds } = useTestProgress(bookingId, testType, {
    onSaved: () => {
      // The sessions list now says Continue Test.
      if (savedOnce.current) return;
      savedOnce.current = true;
      void queryClient.invalidateQueries({ queryKey: studentBookingsQueryOptions(studentId).queryKey });
    },
    onError: (error) => {
      if (refused(error)) void queryClient.invalidateQueries({ queryKey: personalityTestQueryOptions(bookingId, testType).queryKey });
    },
  });

  if (items.isPending) return <Skeleton variant="rounded" height={480} aria-label={words.loading.questions} />;
  if (items.isError) return <Alert severity="error">{words.loadFailed}</Alert>;
  const count = items.data.items.length;
  // The runner speaks the items' language where it has words for it (TestRunner), and so does its submit button.
  const runnerLanguage = isTestLanguage(items.data.language) ? items.data.language : 'en';

  const submit = (answers: Record<string, number>, pageSeconds: PageSeconds) => {
    setFailure(null);
    submission.mutate(
      { testType, answers, pageSeconds, ...(testType === 'bigfive' ? { reportLanguage } : { language }) },
      {
        onSuccess: () => {
          saver.stop();
          onSubmitted();
        },
        onError: (error) => {
          const outcome = submitFailure(
            error,
            items.data.items.map((i) => i.id),
          );
          if (outcome.kind === 'already-submitted') {
            saver.stop();
            onSubmitted();
            return;
          }
          setFailure(outcome);
          if (outcome.kind === 'invalid') setFlagged([...outcome.itemIds]);
        },
      },
    );
  };

  return (
    <Stack spacing={3}>
      <Box lang={language}>
        <Typography sx={{ mb: 1 }}>{words.intro(count, Math.max(5, Math.round(count / 6)))}</Typography>
        <Typography color="textSecondary">{words.savedAsYouGo}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link component={RouterLink} to={pathIn(language, paths.aboutAssessments)}>
            {words.howItWorks}
          </Link>
        </Typography>
      </Box>
      {testType === 'bigfive' && (
        <LanguageChoice words={words} items={items.data} itemLanguage={itemLanguage} reportLanguage={reportLanguage} onItemLanguage={setItemLanguage} onReportLanguage={setReportLanguage} />
      )}
      {ownLanguages && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <TestLanguagePicker value={language} onChange={setLanguage} />
          <Typography lang={language} sx={{ mt: 1 }}>
            {howToAnswer[testType][language]}
          </Typography>
        </Paper>
      )}
      <Typography variant="body2" color={status === 'failed' ? 'warning.main' : 'textSecondary'} role="status" sx={{ minHeight: '1.5em', textAlign: 'right' }}>
        {saveText(status, words)}
      </Typography>
      {failure?.kind === 'invalid' && (
        <Alert severity="warning" role="alert">
          {words.test.submitInvalid}
          {/* The server's own lines, where they are in the page's language; else the runner names the items. */}
          {failure.messages.every((message) => readableIn(language, message)) && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {failure.messages.map((message, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's messages may repeat; shown whole, never reordered
                <li key={`${i}-${message}`}>{message}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {failure?.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {serverWordsIn(language, failure.message, words.test.submitFailed)}
        </Alert>
      )}
      <TestRunner
        items={items.data}
        initialAnswers={record.answers ?? {}}
        startAtFirstUnanswered
        onAnswersChange={(answers, pageSeconds) => {
          recordPageSeconds(pageSeconds);
          saver.change(answers);
        }}
        onPageChange={() => saver.flush()}
        flaggedItemIds={flagged}
        submitting={submission.isPending}
        submitLabel={submitWords[runnerLanguage].submit}
        submittingLabel={submitWords[runnerLanguage].submitting}
        onSubmit={submit}
      />
    </Stack>
  );
}
