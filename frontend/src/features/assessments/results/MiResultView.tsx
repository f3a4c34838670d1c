// Multiple Intelligences: scores out of 5 with a chart, the dominant intelligences, careers and how to study.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MultipleIntelligencesResult } from '@margdarshak/contracts/assessments/tests';
import { CareerChips } from './CareerChips';
import { RadarChart } from './RadarChart';
import { ScoreBar } from './ScoreBar';

const subheading = { fontWeight: 600 } as const;

export function MiResultView({ result }: { result: MultipleIntelligencesResult }) {
  return (
    <Stack spacing={3}>
      <Alert severity="info">{result.disclaimer}</Alert>
      <Box sx={{ textAlign: 'center' }}>
        <RadarChart title="Multiple Intelligences" max={5} axes={result.intelligenceScores.map((s) => ({ label: s.label.split(' ')[0] ?? s.label, value: s.score }))} />
      </Box>
      <Stack spacing={1.5}>
        {result.intelligenceScores.map((s) => (
          <ScoreBar key={s.domain} label={s.label} value={s.score} max={5} />
        ))}
      </Stack>
      <Typography>
        <strong>Dominant intelligences:</strong> {result.dominantIntelligences.join(', ')}
      </Typography>
      <CareerChips title="Career suggestions" careers={result.careerSuggestions} />
      {result.learningStrategies.map((s) => (
        <Box key={s.domain}>
          <Typography variant="subtitle1" component="h4" sx={subheading}>
            Learning strategies for {s.label}
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
