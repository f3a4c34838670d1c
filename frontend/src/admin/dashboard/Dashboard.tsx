// The Overview, at /admin and /admin/dashboard (dashboards §2): the four figures, the chart, the recent bookings, the
// last verification of the log and the operations card, each card with its own query. If a figure, the chart or the recent bookings cannot be loaded after
// the query client's retries, the whole page shows the connection error instead.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { startTransition, useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { VerificationCard } from '../audit/VerificationCard';
import { useAdminStats } from './api/getAdminStats';
import { useAdminStatsMonths } from './api/getAdminStatsMonths';
import { useRecentBookings } from './api/getRecentBookings';
import { ConnectionError } from '../components/ConnectionError';
import { OperationsCard } from './OperationsCard';
import { RecentBookingsCard } from './RecentBookingsCard';
import { OverviewTop } from './OverviewTop';

/** The same queries the cards make (one request each): whether any has failed for good. */
function useOverviewFailed(): boolean {
  const stats = useAdminStats();
  const months = useAdminStatsMonths();
  const recent = useRecentBookings();
  return Boolean(stats.error || months.error || recent.error);
}

/**
 * False for the overview's first drawing, then true, set in a transition: the cards past the first screen are drawn in
 * slices that yield to the browser, not in the same long task as react-admin's layout (docs/decisions/0154).
 */
function useRestOfOverview(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}

export function Dashboard() {
  const rest = useRestOfOverview();
  if (useOverviewFailed()) return <ConnectionError title="Overview" />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Overview" />
      <OverviewTop>
        {rest && (
          <>
            <Grid size={{ xs: 12, lg: 5 }}>
              <RecentBookingsCard />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <VerificationCard />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <OperationsCard />
            </Grid>
          </>
        )}
      </OverviewTop>
    </Box>
  );
}
