import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A centred spinner and a line of text while something loads. */
export function CenteredStatus({ text, fullScreen = false }: { text: string; fullScreen?: boolean }) {
  return (
    <Box role="status" sx={{ minHeight: fullScreen ? '100vh' : 240, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      {/* A spinner drawn by CSS: the first screen every visitor sees should not wait for a progress component. */}
      <Box
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          border: 3,
          borderColor: 'divider',
          borderTopColor: 'primary.main',
          animation: 'centered-status-spin 0.9s linear infinite',
          '@keyframes centered-status-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
      <Typography color="textSecondary">{text}</Typography>
    </Box>
  );
}
