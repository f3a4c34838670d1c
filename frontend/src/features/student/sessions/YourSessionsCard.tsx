// Your Sessions (dashboards §2): Upcoming, Completed and Cancelled tabs, status labels, empty states, the refund note,
// and the actions each session allows.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { paths } from '../../../app/paths';
import { formatAmount, formatDate, formatTime } from '../../../lib/format';
import { useStudentBookings } from '../api/studentBookings';
import { CancelDialog, RescheduleDialog } from './SessionDialogs';
import { canJoin, freeChangeOpen, sessionsFor, statusLabel, type SessionTab } from './sessionRules';

const statusColour = { Confirmed: 'success', Completed: 'info', Cancelled: 'error', Pending: 'warning' } as const;

const empty: Record<SessionTab, { title: string; text?: string }> = {
  upcoming: { title: 'No upcoming sessions', text: 'Book your first counselling session to get started' },
  completed: { title: 'No completed sessions' },
  cancelled: { title: 'No cancelled sessions' },
};

function SessionItem({ booking, onCancel, onReschedule }: { booking: StudentBooking; onCancel(): void; onReschedule(): void }) {
  const now = new Date();
  const label = statusLabel(booking.status);
  const active = booking.status === 'confirmed' && canJoin(booking.sessionDate, now);
  const upcoming = booking.status !== 'cancelled' && booking.status !== 'completed' && Date.parse(booking.sessionDate) > now.getTime();
  return (
    <Card variant="outlined" component="article" aria-label={`${booking.packageName} with ${booking.counsellorName}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {booking.packageName} with {booking.counsellorName}
            </Typography>
            <Typography color="textSecondary">
              {formatDate(booking.sessionDate)}, {formatTime(booking.sessionDate)} · 60 minutes · {formatAmount(booking.amount)}
            </Typography>
            {booking.status === 'cancelled' && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {booking.refund
                  ? `Refund of ${formatAmount(booking.refund.amount)}: refunded within 5-7 business days.`
                  : 'No refund: cancellations within 24 hours of the session are not refunded.'}
              </Typography>
            )}
          </div>
          <div>
            <Chip size="small" color={active ? 'success' : statusColour[label]} label={active ? 'Active Now' : label} />
          </div>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button size="small" component={RouterLink} to={paths.counsellorPage.to(booking.counsellorId)}>
            View Counsellor
          </Button>
          {upcoming && (
            <>
              {booking.status === 'confirmed' && freeChangeOpen(booking.sessionDate, now) && (
                <Button size="small" onClick={onReschedule}>
                  Reschedule
                </Button>
              )}
              <Button size="small" color="error" onClick={onCancel}>
                Cancel Booking
              </Button>
            </>
          )}
        </Stack>
        {upcoming && booking.status === 'confirmed' && !active && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            The join button is available 24 hours before the session.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function YourSessionsCard({ studentId }: { studentId: string }) {
  const bookings = useStudentBookings(studentId);
  const [tab, setTab] = useState<SessionTab>('upcoming');
  const [cancelling, setCancelling] = useState<StudentBooking | null>(null);
  const [moving, setMoving] = useState<StudentBooking | null>(null);
  const shown = bookings.data ? sessionsFor(tab, bookings.data, new Date()) : [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="sessions-heading">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id="sessions-heading" variant="h6" component="h2">
            Your Sessions
          </Typography>
          <Button component={RouterLink} to={paths.packages} variant="contained" size="small">
            Book New Session
          </Button>
        </Stack>
        <Tabs value={tab} onChange={(_, next: SessionTab) => setTab(next)} aria-label="Sessions">
          <Tab value="upcoming" label="Upcoming" />
          <Tab value="completed" label="Completed" />
          <Tab value="cancelled" label="Cancelled" />
        </Tabs>
        <Box sx={{ pt: 2 }} role="tabpanel" aria-label={tab}>
          {bookings.isPending ? (
            <Stack spacing={2}>
              <Skeleton variant="rounded" height={120} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : bookings.isError ? (
            <Alert severity="error">Failed to fetch bookings</Alert>
          ) : shown.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography sx={{ fontWeight: 600 }}>{empty[tab].title}</Typography>
              {empty[tab].text && <Typography color="textSecondary">{empty[tab].text}</Typography>}
            </Box>
          ) : (
            <Stack spacing={2}>
              {shown.map((booking) => (
                <SessionItem key={booking.id} booking={booking} onCancel={() => setCancelling(booking)} onReschedule={() => setMoving(booking)} />
              ))}
            </Stack>
          )}
          {tab === 'cancelled' && shown.length > 0 && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              Refunds reach your account within 5-7 business days. Rescheduling is allowed up to 24 hours before the session; cancellations within 24 hours may not be refunded.
            </Typography>
          )}
        </Box>
      </CardContent>
      {cancelling && <CancelDialog booking={cancelling} studentId={studentId} onClose={() => setCancelling(null)} />}
      {moving && <RescheduleDialog booking={moving} studentId={studentId} onClose={() => setMoving(null)} />}
    </Card>
  );
}
