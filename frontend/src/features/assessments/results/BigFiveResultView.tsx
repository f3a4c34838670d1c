// The Big Five: five bars on 10 and the narrative per domain with its facets (line breaks kept, never HTML).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BigFiveResult } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from './audience';
import { formatScore, ScoreBar } from './ScoreBar';

const paragraphs = { whiteSpace: 'pre-line' } as const;

type Trait = 'openness' | 'conscientiousness' | 'extraversion' | 'agreeableness' | 'neuroticism';
const traits: { trait: Trait; label: string }[] = [
  { trait: 'openness', label: 'Openness' },
  { trait: 'conscientiousness', label: 'Conscientiousness' },
  { trait: 'extraversion', label: 'Extraversion' },
  { trait: 'agreeableness', label: 'Agreeableness' },
  { trait: 'neuroticism', label: 'Neuroticism' },
];

/**
 * The student's bars carry the narrative's titles, in the report language they chose; the counsellor's carry the five
 * trait names (dashboards §2), whatever language the narrative below is in.
 */
function bars(result: BigFiveResult, audience: ResultAudience): { key: string; label: string; value: number }[] {
  return audience === 'counsellor'
    ? traits.map(({ trait, label }) => ({ key: trait, label, value: result[trait] }))
    : result.narrative.map((d) => ({ key: d.domain, label: d.title, value: d.score }));
}

export function BigFiveResultView({ result, audience = 'student' }: { result: BigFiveResult; audience?: ResultAudience }) {
  return (
    <Stack spacing={3}>
      {result.ageNotice && <Alert severity="warning">{result.ageNotice}</Alert>}
      <Stack spacing={1.5}>
        {bars(result, audience).map((b) => (
          <ScoreBar key={b.key} label={b.label} value={b.value} max={10} />
        ))}
      </Stack>
      {result.narrative.map((d) => (
        <Box key={d.domain} component="section" aria-label={d.title}>
          <Typography variant="h6" component="h4">
            {d.title}: {d.scoreText} ({formatScore(d.score)}/10)
          </Typography>
          <Typography sx={paragraphs}>{d.text}</Typography>
          <Stack spacing={1} sx={{ mt: 1 }}>
            {d.facets.map((f) => (
              <Box key={f.title}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {f.title} ({f.scoreText}, {formatScore(f.score)}/10)
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
