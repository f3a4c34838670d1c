// The Big Five: five bars on 10 and the narrative per domain with its facets (line breaks kept, never HTML).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BigFiveResult } from '@margdarshak/contracts/assessments/tests';
import { ScoreBar } from './ScoreBar';

const paragraphs = { whiteSpace: 'pre-line' } as const;

export function BigFiveResultView({ result }: { result: BigFiveResult }) {
  return (
    <Stack spacing={3}>
      {result.ageNotice && <Alert severity="warning">{result.ageNotice}</Alert>}
      <Stack spacing={1.5}>
        {result.narrative.map((d) => (
          <ScoreBar key={d.domain} label={d.title} value={d.score} max={10} />
        ))}
      </Stack>
      {result.narrative.map((d) => (
        <Box key={d.domain} component="section" aria-label={d.title}>
          <Typography variant="h6" component="h4">
            {d.title}: {d.scoreText}
          </Typography>
          <Typography sx={paragraphs}>{d.text}</Typography>
          <Stack spacing={1} sx={{ mt: 1 }}>
            {d.facets.map((f) => (
              <Box key={f.title}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {f.title} ({f.scoreText}, {f.score}/10)
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={paragraphs}>
                  {f.text}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
