// Upcoming Sessions (dashboards §2): each with the student, the package, the date and time (India time), the amount and
// its status badge; a confirmed session's join button opens 24 hours before it starts.
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';
import { formatRupees } from '@margdarshak/contracts/money';
import { DashboardSection } from '../../../components/DashboardSection';
import { paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/format';
import { useNow } from '../../../lib/useNow';
import { useUpcomingBookings } from '../api/counsellorBookings';
import { BookingStatusChip } from './BookingStatusChip';
import { joinState } from './joinRule';
import { RetryAlert } from '../../../components/RetryAlert';

function JoinButton({ booking, now }: { booking: CounsellorBooking; now: Date }) {
  const state = joinState(booking, now);
  if (state === 'none') return null;
  if (state === 'closed')
    return (
      <Button size="small" variant="outlined" disabled>
        Join (24h before)
      </Button>
    );
  return (
    <Button size="small" variant="contained" component={RouterLink} to={paths.counsellor.session.to(booking.id)}>
      Join Now
    </Button>
  );
}

function UpcomingSession({ booking, now }: { booking: CounsellorBooking; now: Date }) {
  return (
    <Card variant="outlined" component="article" aria-label={`${booking.studentName}, ${booking.packageName}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {booking.studentName}
            </Typography>
            <Typography color="textSecondary">{booking.packageName}</Typography>
            <Typography color="textSecondary">
              {formatDate(booking.sessionDate)}, {formatTime(booking.sessionDate)} (India time) · {formatRupees(booking.amount)}
            </Typography>
          </div>
          <div>
            <BookingStatusChip status={booking.status} />
          </div>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <JoinButton booking={booking} now={now} />
          {booking.status !== 'pending' && (
            <Badge color="error" badgeContent={booking.unreadMessages ?? 0}>
              <Button
                size="small"
                component={RouterLink}
                to={`${paths.counsellor.session.to(booking.id)}#chat`}
                aria-label={booking.unreadMessages ? `Chat with ${booking.studentName}, ${booking.unreadMessages} unread` : `Chat with ${booking.studentName}`}
              >
                Chat
              </Button>
            </Badge>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function UpcomingSessionsCard({ userId }: { userId: string }) {
  const upcoming = useUpcomingBookings(userId);
  const now = useNow();
  const bookings = upcoming.data?.pages.flatMap((page) => page.bookings) ?? [];
  const total = upcoming.data?.pages.at(-1)?.total ?? 0;
  return (
    <DashboardSection title="Upcoming Sessions">
      {upcoming.isError ? (
        <RetryAlert onRetry={() => void upcoming.refetch()}>We could not load your upcoming sessions.</RetryAlert>
      ) : !upcoming.data ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your upcoming sessions">
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={110} />
        </Stack>
      ) : bookings.length === 0 ? (
        <Typography color="textSecondary" sx={{ textAlign: 'center', py: 2 }}>
          No upcoming sessions
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {bookings.map((booking) => (
            <UpcomingSession key={booking.id} booking={booking} now={now} />
          ))}
          {upcoming.hasNextPage && (
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="textSecondary">
                Showing {bookings.length} of {total} upcoming sessions
              </Typography>
              <Button variant="outlined" onClick={() => void upcoming.fetchNextPage()} disabled={upcoming.isFetchingNextPage}>
                {upcoming.isFetchingNextPage ? 'Loading...' : 'Show more'}
              </Button>
            </Stack>
          )}
          {upcoming.isFetchNextPageError && <Alert severity="error">We could not load more sessions. Please try again.</Alert>}
        </Stack>
      )}
    </DashboardSection>
  );
}
