import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A centred spinner and a line of text while something loads. */
export function CenteredStatus({ text, fullScreen = false }: { text: string; fullScreen?: boolean }) {
  return (
    <Box
      role="status"
      sx={{ minHeight: fullScreen ? '100vh' : 240, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography color="textSecondary">{text}</Typography>
    </Box>
  );
}
