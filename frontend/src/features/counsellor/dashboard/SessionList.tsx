// A paged list of the counsellor's sessions (upcoming or past): placeholders while loading, a retry on failure, the
// empty state, and Show more while there are more.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';
import { RetryAlert } from '../../../components/RetryAlert';
import { useSessions, type SessionsView } from '../api/counsellorBookings';

export function SessionList({ userId, view, empty, children }: { userId: string; view: SessionsView; empty: string; children(booking: CounsellorBooking): ReactNode }) {
  const sessions = useSessions(userId, view);
  const bookings = sessions.data?.pages.flatMap((page) => page.bookings) ?? [];
  const total = sessions.data?.pages.at(-1)?.total ?? 0;
  if (sessions.isError) return <RetryAlert onRetry={() => void sessions.refetch()}>We could not load your {view} sessions.</RetryAlert>;
  if (!sessions.data)
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={`Loading your ${view} sessions`}>
        <Skeleton variant="rounded" height={110} />
        <Skeleton variant="rounded" height={110} />
      </Stack>
    );
  if (bookings.length === 0)
    return (
      <Typography color="textSecondary" sx={{ textAlign: 'center', py: 2 }}>
        {empty}
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {bookings.map((booking) => (
        <Fragment key={booking.id}>{children(booking)}</Fragment>
      ))}
      {sessions.hasNextPage && (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="textSecondary">
            Showing {bookings.length} of {total} {view} sessions
          </Typography>
          <Button variant="outlined" onClick={() => void sessions.fetchNextPage()} disabled={sessions.isFetchingNextPage}>
            {sessions.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </Button>
        </Stack>
      )}
      {sessions.isFetchNextPageError && <Alert severity="error">We could not load more sessions. Please try again.</Alert>}
    </Stack>
  );
}
