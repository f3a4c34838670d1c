import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Whole scores as they are, means to one decimal: 32 -> '32', 3.875 -> '3.9'. */
export const formatScore = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** One labelled score on a bar: "Social 32/40" with 80% filled. */
export function ScoreBar({ label, value, max, outOf = (s, m) => `${s} out of ${m}` }: { label: string; value: number; max: number; outOf?: (score: string, max: number) => string }) {
  const percent = Math.round((value / max) * 100);
  const score = formatScore(value);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {score}/{max}{' '}
          <Typography component="span" variant="caption" color="textSecondary">
            ({percent}%)
          </Typography>
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={`${label}: ${outOf(score, max)}`} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}
