// The dashboard's four stat cards (dashboards §2): Total Sessions, Completed, Total Earnings (₹) and Rating ('New', or
// the rating as every surface writes it: docs/decisions/0113), from GET /api/counsellors/{userId}/stats.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '@margdarshak/contracts/money';
import { formatRating } from '@margdarshak/contracts/rating';
import { paths } from '../../../config/paths';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useCounsellorStats } from '../api/counsellorStats';
import { StatCard } from './StatCard';
import { RetryAlert } from '../../../components/RetryAlert';

export function StatCards({ userId }: { userId: string }) {
  const stats = useCounsellorStats(userId);
  const value = (figure: (s: NonNullable<typeof stats.data>) => string) => (stats.data ? figure(stats.data) : <Skeleton width="60%" />);
  return (
    <Box component="section" aria-labelledby="stats-heading" aria-busy={stats.isPending && userId !== '' ? 'true' : undefined} sx={{ mb: 3 }}>
      <Typography id="stats-heading" component="h2" sx={visuallyHidden}>
        Your figures
      </Typography>
      {stats.isError ? (
        <RetryAlert onRetry={() => void stats.refetch()}>We could not load your figures just now.</RetryAlert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <StatCard label="Total Sessions" value={value((s) => s.totalSessions.toLocaleString('en-IN'))} />
          <StatCard label="Completed" value={value((s) => s.completedSessions.toLocaleString('en-IN'))} />
          <StatCard
            label="Total Earnings"
            value={value((s) => formatRupees(s.totalEarnings))}
            extra={
              <Button component={RouterLink} to={paths.counsellor.earnings} size="small" sx={{ mt: 0.5, ml: -1 }}>
                View earnings
              </Button>
            }
          />
          <StatCard label="Rating" value={value(formatRating)} />
        </Box>
      )}
    </Box>
  );
}
