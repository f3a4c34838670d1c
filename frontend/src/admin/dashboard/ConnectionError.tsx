import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { Title } from 'react-admin';
import { RetryAlert } from '../../components/RetryAlert';

/** dashboards §2: when a figure cannot be loaded after the retries, the whole page says so, and Retry reloads it. */
export function ConnectionError() {
  return (
    <Box sx={{ py: 6, px: 2, maxWidth: 640, mx: 'auto' }}>
      <Title title="Overview" />
      <RetryAlert onRetry={() => window.location.reload()}>
        <AlertTitle>Connection Error!</AlertTitle>
        Unable to load dashboard data. Please check your connection and try again.
      </RetryAlert>
    </Box>
  );
}
