import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below MUI's `sm` (600 px): the lists show cards instead of a table clipped at the screen's edge. */
export const useIsPhone = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
