// The overview's content, the same whether react-admin draws it (Dashboard) or the page draws it before react-admin
// has started (firstScreen/LightOverview, docs/decisions/0159): nothing here needs react-admin.
import Grid from '@mui/material/Grid';
import { startTransition, useEffect, useState } from 'react';
import { VerificationCard } from '../audit/VerificationCard';
import { useAdminStats } from './api/getAdminStats';
import { useAdminStatsMonths } from './api/getAdminStatsMonths';
import { useRecentBookings } from './api/getRecentBookings';
import { OperationsCard } from './OperationsCard';
import { OverviewTop } from './OverviewTop';
import { RecentBookingsCard } from './RecentBookingsCard';

/** The same queries the cards make (one request each): whether any has failed for good. */
export function useOverviewFailed(): boolean {
  const stats = useAdminStats();
  const months = useAdminStatsMonths();
  const recent = useRecentBookings();
  return Boolean(stats.error || months.error || recent.error);
}

let restDrawnBefore = false;

/**
 * False for the page's first drawing of the overview, then true, set in a transition: the cards past the first screen
 * are drawn in slices that yield to the browser, not in the same long task as the first drawing (docs/decisions/0154).
 * Drawn again (react-admin taking the place of the overview drawn before it), they are there at once: nothing flickers.
 */
function useRestOfOverview(): boolean {
  const [drawn, setDrawn] = useState(restDrawnBefore);
  useEffect(() => {
    restDrawnBefore = true;
    startTransition(() => setDrawn(true));
  }, []);
  return drawn;
}

export function OverviewBody() {
  const rest = useRestOfOverview();
  return (
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
  );
}
