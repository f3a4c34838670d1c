import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A grey block that holds a place while content loads, gently pulsing. Written here rather than with MUI's Skeleton so
 * the landing page's first screen does not carry it.
 */
export function Placeholder({ width = '100%', height = 20, rounded = false, sx }: { width?: number | string; height?: number; rounded?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[
        {
          width,
          height,
          my: rounded ? 0 : 0.5,
          borderRadius: rounded ? 1 : 0.5,
          bgcolor: 'action.hover',
          animation: 'placeholder-pulse 1.6s ease-in-out 0.4s infinite',
          '@keyframes placeholder-pulse': { '50%': { opacity: 0.45 } },
        },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    />
  );
}
