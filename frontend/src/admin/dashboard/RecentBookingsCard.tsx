// The 5 most recent bookings (dashboards §2), each opening its details, and 'View All Bookings'. The details dialog
// loads on first use: the overview's first load does without it and without react-admin (docs/decisions/0159).
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { formatAdminRupees, formatDateTime } from '../adminFormat';
import { BookingStatusBadge } from '../components/BookingStatusBadge';
import { DialogPlaceholder } from '../../components/DialogPlaceholder';
import { paths } from '../../config/paths';
import { lazyNamed } from '../../lib/lazyNamed';
import { bookingToOpenOnStart, forgetBookingToOpen, useBeforeBackOffice } from './beforeBackOffice';
import type { BookingDetailsDialog as BookingDetails } from '../resources/bookings/BookingDetailsDialog';
import { RECENT_BOOKINGS, useRecentBookings } from './api/getRecentBookings';

const BookingDetailsDialog = lazyNamed<'BookingDetailsDialog', ComponentProps<typeof BookingDetails>>(() => import('../resources/bookings/BookingDetailsDialog'), 'BookingDetailsDialog');

export function RecentBookingsCard() {
  const { data: bookings, isPending } = useRecentBookings();
  const before = useBeforeBackOffice();
  const [viewing, setViewing] = useState<string | null>(bookingToOpenOnStart);
  useEffect(forgetBookingToOpen, []);
  const open = (id: string) => (before ? before.openBooking(id) : setViewing(id));
  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-bookings-title" sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id="recent-bookings-title" variant="h6" component="h2">
          Recent Bookings
        </Typography>
        {isPending && (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {Array.from({ length: RECENT_BOOKINGS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, counted, never reordered
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </Stack>
        )}
        {bookings?.length === 0 && (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            No bookings yet.
          </Typography>
        )}
        {bookings && bookings.length > 0 && (
          <List aria-label="The 5 most recent bookings">
            {bookings.map((booking) => (
              <ListItem key={booking.id} disablePadding divider>
                <ListItemButton onClick={() => open(booking.id)} sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <ListItemText
                    primary={`${booking.studentName} with ${booking.counsellorName}`}
                    secondary={`${booking.packageName} · ${formatDateTime(booking.sessionDate)}`}
                    sx={{ minWidth: 200 }}
                  />
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <BookingStatusBadge booking={booking} />
                    <Typography sx={{ minWidth: 72, textAlign: 'right' }}>{formatAdminRupees(booking.amount)}</Typography>
                  </Stack>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={paths.admin.list('bookings')}>
          View All Bookings
        </Button>
      </CardActions>
      {viewing && (
        <Suspense fallback={<DialogPlaceholder maxWidth="md" height={480} />}>
          <BookingDetailsDialog id={viewing} open onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
