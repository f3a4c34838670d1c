// Multiple Intelligences: what the scores are (a self-report, not an ability test) said first and as large as the
// scores themselves, the summary in the result's language, scores out of 5 with a chart, what stands out (or, for a
// flat profile, plainly that nothing does), careers and ideas to try. Nothing here says how the student learns best.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MultipleIntelligencesResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { CareerChips } from './CareerChips';
import { RadarChart } from './RadarChart';
import { ResultSummary } from './ResultSummary';
import { ScoreBar } from './ScoreBar';

const subheading = { fontWeight: 600 } as const;
const noticeTitles: Record<TestLanguage, string> = { en: 'What these scores are, and are not', hi: 'ये स्कोर क्या हैं, और क्या नहीं' };

export function MiResultView({ result }: { result: MultipleIntelligencesResult }) {
  const language = result.language ?? 'en';
  const flat = result.profileShape === 'flat';
  return (
    <Stack spacing={3}>
      <Alert severity="warning" variant="outlined" lang={language} sx={{ '& .MuiAlert-message': { typography: 'body1' } }}>
        <AlertTitle sx={{ typography: 'h6', fontWeight: 600 }}>{noticeTitles[language]}</AlertTitle>
        {result.disclaimer}
      </Alert>
      {result.summary && <ResultSummary summary={result.summary} language={result.language} />}
      <Box sx={{ textAlign: 'center' }}>
        <RadarChart title="Multiple Intelligences" max={5} axes={result.intelligenceScores.map((s) => ({ label: s.label.split(' ')[0] ?? s.label, value: s.score }))} />
      </Box>
      <Stack spacing={1.5}>
        {result.intelligenceScores.map((s) => (
          <ScoreBar key={s.domain} label={s.label} value={s.score} max={5} />
        ))}
      </Stack>
      <Typography>
        <strong>What stands out:</strong> {flat ? 'nothing: all eight areas were rated about the same, so none is called dominant.' : result.dominantIntelligences.join(', ')}
      </Typography>
      {flat ? (
        <Typography color="textSecondary">
          With a flat profile, careers and ideas picked from the highest scores would be chance. Trying activities from different areas, and noticing which
          ones you come back to, says more.
        </Typography>
      ) : (
        <CareerChips title="Career suggestions" careers={result.careerSuggestions} />
      )}
      {result.learningStrategies.map((s) => (
        <Box key={s.domain}>
          <Typography variant="subtitle1" component="h4" sx={subheading}>
            Ideas to try: {s.label}
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
