// The overview's four figures (dashboards §2): users, counsellors (pending approval), bookings (completed), revenue
// (this month), from one query.
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { formatAdminRupees, formatCount } from '../adminFormat';
import { useAdminStats } from './api/getAdminStats';

interface StatCardProps {
  title: string;
  icon: ReactNode;
  value: string | undefined;
  detail: string | undefined;
}

function StatCard({ title, icon, value, detail }: StatCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="subtitle1" color="textSecondary">
            {title}
          </Typography>
          {icon}
        </Stack>
        <Typography variant="h4" component="p" sx={{ mt: 1 }}>
          {value ?? <Skeleton width={96} />}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {detail ?? <Skeleton width={140} />}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function StatCards() {
  const { data: stats } = useAdminStats();
  const cards: StatCardProps[] = [
    { title: 'Total Users', icon: <PeopleAltRounded color="primary" />, value: stats && formatCount(stats.userCount), detail: stats && 'Students registered' },
    {
      title: 'Counsellors',
      icon: <SupportAgentRounded color="primary" />,
      value: stats && formatCount(stats.counsellorCount),
      detail: stats && `${formatCount(stats.pendingCounsellorsCount)} pending approval`,
    },
    {
      title: 'Total Bookings',
      icon: <EventAvailableRounded color="primary" />,
      value: stats && formatCount(stats.bookingsCount),
      detail: stats && `${formatCount(stats.completedBookingsCount)} completed`,
    },
    {
      title: 'Total Revenue',
      icon: <CurrencyRupeeRounded color="primary" />,
      value: stats && formatAdminRupees(stats.totalRevenue),
      detail: stats && `${formatAdminRupees(stats.monthlyRevenue)} this month`,
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
