// Multiple Intelligences: what the scores are (a self-report, not an ability test) said first and as large as the
// scores themselves, the summary in the result's language, scores out of 5 with a chart, what stands out (or, for a
// flat profile, plainly that nothing does, with no careers), careers and ideas to try. Nothing here says how the
// student learns best. Labels come from the catalogue by area, so they follow the reader's language.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MultipleIntelligencesResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { resultLanguage, type ResultAudience } from './audience';
import { CareerChips } from './CareerChips';
import { RadarChart } from './RadarChart';
import { ResultSummary } from './ResultSummary';
import { listOf } from './riasecWording';
import { ScoreBar } from './ScoreBar';
import { wordsFor } from './words/resultWords';

const subheading = { fontWeight: 600 } as const;

/** The scores, as bars and an octagon: shown with every result, including (to the counsellor) a withheld one. */
export function MiScores({ result, language }: { result: MultipleIntelligencesResult; language: TestLanguage }) {
  const { words } = wordsFor(language, 'student');
  const labelOf = (domain: keyof typeof words.mi.labels) => words.mi.labels[domain];
  return (
    <>
      <Box sx={{ textAlign: 'center' }}>
        <RadarChart title={words.mi.chart} max={5} axes={result.intelligenceScores.map((s) => ({ label: labelOf(s.domain).split(' ')[0] ?? s.label, value: s.score }))} />
      </Box>
      <Stack spacing={1.5}>
        {result.intelligenceScores.map((s) => (
          <ScoreBar key={s.domain} label={labelOf(s.domain)} value={s.score} max={5} outOf={words.scoreOutOf} />
        ))}
      </Stack>
    </>
  );
}

export function MiResultView({ result, audience = 'student', language }: { result: MultipleIntelligencesResult; audience?: ResultAudience; language?: TestLanguage }) {
  const reader = language ?? resultLanguage(result);
  const { words, own } = wordsFor(reader, audience);
  const flat = result.profileShape === 'flat';
  const domainOf = (label: string) => result.intelligenceScores.find((s) => s.label === label)?.domain;
  const named = (label: string) => {
    const domain = domainOf(label);
    return domain ? words.mi.labels[domain] : label;
  };
  return (
    <Stack spacing={3} lang={reader}>
      <Alert severity="warning" variant="outlined" lang={result.language ?? 'en'} sx={{ '& .MuiAlert-message': { typography: 'body1' } }}>
        <AlertTitle sx={{ typography: 'h6', fontWeight: 600 }}>{wordsFor(result.language ?? 'en', audience).words.mi.notice}</AlertTitle>
        {result.disclaimer}
      </Alert>
      {result.summary && <ResultSummary summary={result.summary} language={result.language} audience={audience} />}
      <MiScores result={result} language={reader} />
      <Typography>
        <strong>{words.mi.standsOut}</strong> {flat ? words.mi.nothing : listOf(result.dominantIntelligences.map(named), words.and)}
      </Typography>
      {flat ? <Typography color="textSecondary">{own.miFlat}</Typography> : result.careerSuggestions.length > 0 && <CareerChips title={own.careers} careers={result.careerSuggestions} />}
      {!flat &&
        result.learningStrategies.map((s) => (
          <Box key={s.domain} lang={result.language ?? 'en'}>
            <Typography variant="subtitle1" component="h4" sx={subheading}>
              {words.mi.ideas(words.mi.labels[s.domain])}
            </Typography>
            <ul style={{ margin: 0 }}>
              {s.strategies.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Box>
        ))}
    </Stack>
  );
}
