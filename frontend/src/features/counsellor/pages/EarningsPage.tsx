// /counsellor/earnings (issue 15): totals, per month (a chart) and per package, refunds deducted, the sessions behind
// the figures, and the same sessions as CSV; the monthly statement with its payouts (issue 31). A counsellor with no
// paid session yet sees what will come.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useEarnings } from '../api/earnings';
import { EarningsSessionsCard, DownloadCsvButton } from '../earnings/EarningsSessionsCard';
import { EarningsTotals } from '../earnings/EarningsTotals';
import { hasEarnings } from '../earnings/earningsFigures';
import { MonthlyEarningsCard } from '../earnings/MonthlyEarningsCard';
import { MonthlyStatementCard } from '../earnings/MonthlyStatementCard';
import { PackageEarningsCard } from '../earnings/PackageEarningsCard';
import { useCurrentUser } from '../../auth';
import { RetryAlert } from '../../../components/RetryAlert';

function NoEarningsYet() {
  return (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          No earnings yet
        </Typography>
        <Typography color="textSecondary">When students book and pay for sessions with you, your earnings per month and per package appear here.</Typography>
      </CardContent>
    </Card>
  );
}

export function EarningsPage() {
  const earnings = useEarnings();
  const user = useCurrentUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1">
          Earnings
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {earnings.data && hasEarnings(earnings.data) && <DownloadCsvButton />}
          <Button component={RouterLink} to={paths.counsellor.dashboard}>
            Back to dashboard
          </Button>
        </Stack>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        What students paid for your sessions, less refunds, in rupees. Months are India time.
      </Typography>
      {earnings.isError ? (
        <RetryAlert onRetry={() => void earnings.refetch()}>We could not load your earnings just now.</RetryAlert>
      ) : !earnings.data ? (
        <Stack spacing={3} aria-busy="true" aria-label="Loading your earnings">
          <Skeleton variant="rounded" height={100} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : !hasEarnings(earnings.data) ? (
        <NoEarningsYet />
      ) : (
        <Stack spacing={3}>
          <EarningsTotals total={earnings.data.total} />
          <MonthlyStatementCard counsellorId={user.data?.id} earningsMonths={earnings.data.months.map((m) => m.month)} />
          <MonthlyEarningsCard months={earnings.data.months} />
          <PackageEarningsCard packages={earnings.data.packages} />
          <EarningsSessionsCard sessions={earnings.data.sessions} />
        </Stack>
      )}
    </Container>
  );
}
