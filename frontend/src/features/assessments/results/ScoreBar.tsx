import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One labelled score on a bar: "Social 32/40" with 80% filled. */
export function ScoreBar({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = Math.round((value / max) * 100);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {value}/{max} <Typography component="span" variant="caption" color="textSecondary">({percent}%)</Typography>
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={`${label}: ${value} out of ${max}`} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}
