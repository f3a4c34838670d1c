// The doubtful-answers state (issue 28, items 1 and 2): a kind explanation and what to do, instead of any profile,
// careers, streams or narrative. The student reads "retake, or go through it with your counsellor"; the counsellor
// reads what the checks found and what to do.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from './audience';
import { listOf } from './riasecWording';
import { wordsFor } from './words/resultWords';

/**
 * `summary`: the result's own explanation, worded by the scoring for the cause (a pattern, no clear pattern, mostly
 * unsure: quality/doubtfulText.ts); the student reads it when it is in the reader's language, else the fixed words.
 */
export function DoubtfulAnswers({
  testType,
  audience,
  language,
  flags = [],
  summary,
}: {
  testType: TestType;
  audience: ResultAudience;
  language: TestLanguage;
  flags?: readonly string[] | undefined;
  summary?: { text: string; language: TestLanguage } | undefined;
}) {
  const { words, own } = wordsFor(language, audience);
  const found = [...new Set(flags.map((flag) => words.flags[flag] ?? flag))];
  return (
    <Alert severity="warning" icon={false} lang={language} data-testid="doubtful-answers">
      <AlertTitle component="h3" sx={{ typography: 'h6' }}>
        {words.doubtfulTitle}
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>{audience === 'student' && summary?.language === language ? summary.text : own.doubtfulText[testType]}</Typography>
      {audience === 'counsellor' && found.length > 0 && (
        <Typography sx={{ mb: 1 }}>
          <strong>{words.flagsLabel}:</strong> {listOf(found, words.and)}.
        </Typography>
      )}
      <Typography variant="subtitle2" component="h4">
        {own.nextTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {own.doubtfulNext.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Alert>
  );
}
