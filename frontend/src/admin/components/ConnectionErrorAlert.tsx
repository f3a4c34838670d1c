import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { RetryAlert } from '../../components/RetryAlert';

/** dashboards §2: when data cannot be loaded after the retries, the page says so in the spec's words, and Retry reloads it. */
export function ConnectionErrorAlert() {
  return (
    <Box sx={{ py: 6, px: 2, maxWidth: 640, mx: 'auto' }}>
      <RetryAlert onRetry={() => window.location.reload()}>
        <AlertTitle>Connection Error!</AlertTitle>
        Unable to load dashboard data. Please check your connection and try again.
      </RetryAlert>
    </Box>
  );
}
