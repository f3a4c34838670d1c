// The Overview, at /admin and /admin/dashboard (dashboards §2), as react-admin draws it: the four figures, the chart, the
// recent bookings, the last verification of the log and the operations card, each card with its own query. If a figure,
// the chart or the recent bookings cannot be loaded after the query client's retries, the whole page shows the
// connection error instead.
import Box from '@mui/material/Box';
import { Title } from 'react-admin';
import { ConnectionError } from '../components/ConnectionError';
import { OverviewBody, useOverviewFailed } from './OverviewBody';

export function Dashboard() {
  if (useOverviewFailed()) return <ConnectionError title="Overview" />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Overview" />
      <OverviewBody />
    </Box>
  );
}
