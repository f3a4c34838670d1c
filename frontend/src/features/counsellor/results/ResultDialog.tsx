// The full result of one test (dashboards §2 result dialog): a test-information box, then the result as its test reads.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import type { TestResult } from '@margdarshak/contracts/assessments/tests';
import { formatDate } from '../../../lib/format';
import { BigFiveResultView } from '../../assessments/results/BigFiveResultView';
import { MiResultView } from '../../assessments/results/MiResultView';
import { RiasecResultView } from '../../assessments/results/RiasecResultView';
import { formatSessionDate, studentLabel, testFullNames } from './resultGroups';

/** The record's result as its test type says, or null when the two disagree (never expected from our API). */
function resultOf({ testType, detailedResults: data }: CounsellorTestRecord): TestResult | null {
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

function ResultBody({ result }: { result: TestResult | null }) {
  if (!result) return <Alert severity="error">This result could not be shown.</Alert>;
  switch (result.type) {
    case 'riasec':
      return <RiasecResultView result={result.data} audience="counsellor" />;
    case 'bigfive':
      return <BigFiveResultView result={result.data} audience="counsellor" />;
    case 'multiple_intelligences':
      return <MiResultView result={result.data} />;
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
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
          <ResultBody result={resultOf(record)} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
