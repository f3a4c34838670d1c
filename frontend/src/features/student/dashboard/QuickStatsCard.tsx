// Quick Stats (dashboards §2): sessions booked and completed, tests completed, reports available.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { DashboardSection } from '../../../components/DashboardSection';
import { quickStats } from './quickStats';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

export function QuickStatsCard({ bookings, loading }: { bookings: readonly StudentBooking[] | undefined; loading: boolean }) {
  const t = useT(studentMessages);
  const stats = bookings ? quickStats(bookings) : null;
  const items = [
    { label: t('stats.booked'), value: stats?.booked },
    { label: t('stats.completed'), value: stats?.completed },
    { label: t('stats.tests'), value: stats?.testsCompleted },
    { label: t('stats.reports'), value: stats?.reports },
  ];
  return (
    <DashboardSection title={t('stats.title')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0 }} aria-busy={loading}>
        {items.map((item) => (
          <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column-reverse', bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {item.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
              {loading ? <Skeleton width={32} /> : (item.value ?? '–')}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardSection>
  );
}
