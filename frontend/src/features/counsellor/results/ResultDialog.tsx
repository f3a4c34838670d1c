// The full result of one test (dashboards §2 result dialog): a test-information box, then the result as its test reads.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { CounsellorTestRecord, TestResultData } from '@margdarshak/contracts/api/personalityTests';
import type { TestLanguage, TestResult, TestType } from '@margdarshak/contracts/assessments/tests';
import { formatDate } from '../../../lib/format';
import { isTestLanguage, resultLanguage, TestResultView } from '../../assessments';
import { useResultInLanguage } from '../api/resultInLanguage';
import { formatSessionDate, studentLabel, testFullNames } from './resultGroups';

/** A result as its test type says, or null when the two disagree (never expected from our API). */
function resultOf(testType: TestType, data: TestResultData): TestResult | null {
  switch (testType) {
    case 'riasec':
      return 'hollandCode' in data ? { type: testType, data } : null;
    case 'bigfive':
      return 'narrative' in data ? { type: testType, data } : null;
    case 'multiple_intelligences':
      return 'intelligenceScores' in data ? { type: testType, data } : null;
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

const languageNames: Record<TestLanguage, string> = { en: 'English', hi: 'Hindi' };

/** English or Hindi for the whole result: the view's own words, and (fetched) what the scoring wrote. */
function ReaderLanguage({ value, onChange }: { value: TestLanguage; onChange(language: TestLanguage): void }) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Typography id={labelId} variant="body2">
        Read in
      </Typography>
      <ToggleButtonGroup exclusive size="small" color="primary" value={value} aria-labelledby={labelId} onChange={(_, next: unknown) => isTestLanguage(next) && onChange(next)}>
        <ToggleButton value="en" sx={{ textTransform: 'none', px: 2 }}>
          English
        </ToggleButton>
        <ToggleButton value="hi" lang="hi" sx={{ textTransform: 'none', px: 2 }}>
          हिन्दी
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

/**
 * The result in the language chosen. In its own language it is the record's; in the other it is fetched, worded anew by
 * the server from the same answers. A result the server could not word anew (scored by an older version) shows as the
 * student read it, and says so.
 */
function ResultInLanguage({ record, language }: { record: CounsellorTestRecord; language: TestLanguage }) {
  const own = resultLanguage(record.detailedResults);
  const other = useResultInLanguage(record.id, language, language !== own);
  if (language === own) return <ResultOrError result={resultOf(record.testType, record.detailedResults)} language={language} />;
  if (other.isPending) {
    return (
      <Box role="status" aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">Loading the result in {languageNames[language]}…</Typography>
      </Box>
    );
  }
  if (other.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void other.refetch()}>
            Try again
          </Button>
        }
      >
        The result could not be loaded in {languageNames[language]}. Try again, or read it in {languageNames[own]}.
      </Alert>
    );
  }
  const { inLanguage, detailedResults } = other.data;
  return (
    <>
      {!inLanguage && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          This result was scored by an earlier version of the test, so its summary and profile stay in {languageNames[resultLanguage(detailedResults)]}, as the student read them.
        </Typography>
      )}
      <ResultOrError result={resultOf(record.testType, detailedResults)} language={language} />
    </>
  );
}

function ResultOrError({ result, language }: { result: TestResult | null; language: TestLanguage }) {
  if (!result) return <Alert severity="error">This result could not be shown.</Alert>;
  return <TestResultView result={result} audience="counsellor" language={language} />;
}

function ResultBody({ record }: { record: CounsellorTestRecord }) {
  const [language, setLanguage] = useState<TestLanguage>('en');
  return (
    <>
      <ReaderLanguage value={language} onChange={setLanguage} />
      <ResultInLanguage record={record} language={language} />
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function TestInformation({ record }: { record: CounsellorTestRecord }) {
  const headingId = useId();
  const hasName = record.studentName.trim() !== '';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2, mb: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Test information
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Fact term="Test type">{testFullNames[record.testType]}</Fact>
        <Fact term="Total questions">{record.detailedResults.totalQuestions}</Fact>
        <Fact term="Student">{hasName ? `${record.studentName} (${record.studentEmail})` : record.studentEmail}</Fact>
        <Fact term="Package">{record.packageName}</Fact>
        <Fact term="Session">{formatSessionDate(record.sessionDate)}</Fact>
        <Fact term="Completed">{formatDate(record.completedAt)}</Fact>
        <Fact term="Shared with student">{record.isReleasedToStudent ? 'Yes' : 'Not yet'}</Fact>
        {record.counsellorNotes && <Fact term="Your notes">{record.counsellorNotes}</Fact>}
      </Box>
    </Box>
  );
}

export function ResultDialog({ record, onClose }: { record: CounsellorTestRecord; onClose(): void }) {
  const titleId = useId();
  const resultsId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        {testFullNames[record.testType]} results: {studentLabel(record)}
      </DialogTitle>
      {/* Focusable, so a keyboard can scroll a long result that holds no link or button. */}
      <DialogContent dividers tabIndex={0}>
        <TestInformation record={record} />
        <Box component="section" aria-labelledby={resultsId}>
          <Typography id={resultsId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Results
          </Typography>
          <ResultBody record={record} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
