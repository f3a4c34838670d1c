// A result's summary, first and in plain words, in the language the student took the test in (marked, so that screen
// readers pronounce it and the browser picks a Devanagari font for Hindi).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';

const headings: Record<TestLanguage, string> = { en: 'In short', hi: 'सार' };

export function ResultSummary({ summary, language = 'en' }: { summary: string; language?: TestLanguage }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} lang={language} data-testid="result-summary" sx={{ p: 2, borderColor: 'primary.main' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {headings[language]}
      </Typography>
      <Typography>{summary}</Typography>
    </Paper>
  );
}
