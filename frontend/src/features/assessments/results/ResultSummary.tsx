// A result's summary, first and in plain words, in the language the student took the test in (marked, so that screen
// readers pronounce it and the browser picks a Devanagari font for Hindi). It speaks to the student; a counsellor sees it
// headed as what the student reads.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from './audience';

const headings: Record<ResultAudience, Record<TestLanguage, string>> = {
  student: { en: 'In short', hi: 'सार' },
  counsellor: { en: 'In short, as the student reads it', hi: 'सार, जो विद्यार्थी को दिखता है' },
};

export function ResultSummary({ summary, language = 'en', audience = 'student' }: { summary: string; language?: TestLanguage; audience?: ResultAudience }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} lang={language} data-testid="result-summary" sx={{ p: 2, borderColor: 'primary.main' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {headings[audience][language]}
      </Typography>
      <Typography>{summary}</Typography>
    </Paper>
  );
}
