import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RevenueChartCard } from './RevenueChartCard';
import { StatCards } from './StatCards';

/**
 * The overview's heading, its four figures and the chart: what the server draws as the first screen (firstScreen/) and
 * the overview draws again in its place, with the rest of its cards after the chart.
 */
export function OverviewTop({ children }: { children?: ReactNode }) {
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Overview
      </Typography>
      <StatCards />
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <RevenueChartCard />
        </Grid>
        {children}
      </Grid>
    </>
  );
}
