// One query: revenue and bookings per month (GET /api/admin/stats/months), drawn by a lazily loaded chart. Where the card
// is below the first screen (a small phone) the chart's code waits until the admin scrolls near it
// (docs/decisions/0146).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { ADMIN_STATS_MONTHS } from '@margdarshak/contracts/api/admin';
import { useNearScreen } from '../../lib/useNearScreen';
import { useAdminStatsMonths } from './api/getAdminStatsMonths';

const RevenueChart = lazy(() => import('./RevenueChart'));

const chartSkeleton = <Skeleton variant="rounded" height={300} />;

export function RevenueChartCard() {
  const { data: months } = useAdminStatsMonths();
  const [marker, near] = useNearScreen<HTMLDivElement>('200px 0px');
  return (
    <Card variant="outlined" component="section" aria-labelledby="revenue-chart-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="revenue-chart-title" variant="h6" component="h2">
          Revenue and bookings
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          The last {ADMIN_STATS_MONTHS} months, India time: payments less refunds, and bookings paid for
        </Typography>
        {months && near ? (
          <Suspense fallback={chartSkeleton}>
            <RevenueChart months={months} />
          </Suspense>
        ) : (
          <div ref={marker}>{chartSkeleton}</div>
        )}
      </CardContent>
    </Card>
  );
}
