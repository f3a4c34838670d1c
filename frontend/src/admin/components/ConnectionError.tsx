import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { Pagination, Title, useListContext } from 'react-admin';
import { RetryAlert } from '../../components/RetryAlert';

/**
 * dashboards §2: when data cannot be loaded after the retries, the page says so in the spec's words, and Retry reloads
 * it. The overview passes its title; a list keeps its own.
 */
export function ConnectionError({ title }: { title?: string }) {
  return (
    <Box sx={{ py: 6, px: 2, maxWidth: 640, mx: 'auto' }}>
      {title && <Title title={title} />}
      <RetryAlert onRetry={() => window.location.reload()}>
        <AlertTitle>Connection Error!</AlertTitle>
        Unable to load dashboard data. Please check your connection and try again.
      </RetryAlert>
    </Box>
  );
}

/** A list's pages, except while its data could not be loaded (it would count the rows of an earlier answer). */
function PaginationUnlessFailed() {
  return useListContext().error ? null : <Pagination />;
}

/**
 * For every tab's `<List>`: the same state instead of react-admin's own, no pages under it, and no second message in a
 * toast (the page already says it).
 */
export const connectionErrorState = { error: <ConnectionError />, pagination: <PaginationUnlessFailed />, queryOptions: { onError: () => {} } } as const;
