import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled value of a details page or dialog, two to a row from `sm` up (or the whole row when `wide`). */
export function DetailField({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>
      <Typography variant="overline" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}
