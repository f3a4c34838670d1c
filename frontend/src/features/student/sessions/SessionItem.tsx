// One session on the Your Sessions card: what, with whom, when, its status, what can be done with it now, and its
// tests and reports.
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { paths } from '../../../config/paths';
import { formatRupees } from '@margdarshak/contracts/money';
import { formatDate, formatTime } from '../../../lib/format';
import { refundNote, sessionActions } from './sessionRules';
import { OpenSessionButton } from './OpenSessionButton';
import { SessionTests } from './SessionTests';
import { BookingDocumentLinks } from '../../booking';

const badgeColour = { 'Active Now': 'success', Confirmed: 'success', Completed: 'info', Cancelled: 'error', Pending: 'warning' } as const;

export function SessionItem({
  booking,
  now,
  askReview = false,
  onCancel,
  onReschedule,
}: {
  booking: StudentBooking;
  now: Date /** Completed and not reviewed yet. */;
  askReview?: boolean;
  onCancel(): void;
  onReschedule(): void;
}) {
  const actions = sessionActions(booking, now);
  return (
    <Card variant="outlined" component="article" aria-label={`${booking.packageName} with ${booking.counsellorName}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {booking.packageName} with {booking.counsellorName}
            </Typography>
            <Typography color="textSecondary">
              {formatDate(booking.sessionDate)}, {formatTime(booking.sessionDate)} · 60 minutes · {formatRupees(booking.amount)}
            </Typography>
            {booking.status === 'cancelled' && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {refundNote(booking, formatRupees)}
              </Typography>
            )}
            {booking.amount > 0 && booking.status !== 'pending' && <BookingDocumentLinks bookingId={booking.id} />}
          </div>
          <div>
            <Chip size="small" color={badgeColour[actions.badge]} variant={actions.badge === 'Active Now' ? 'filled' : 'outlined'} label={actions.badge} />
          </div>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {actions.join && (
            <Button size="small" variant="contained" component={RouterLink} to={paths.student.session.to(booking.id)}>
              Join Session
            </Button>
          )}
          {askReview && (
            <Button size="small" variant="contained" component={RouterLink} to={paths.student.session.to(booking.id)}>
              Rate this session
            </Button>
          )}
          <OpenSessionButton booking={booking} />
          <Button size="small" component={RouterLink} to={paths.counsellorPage.to(booking.counsellorId)}>
            View Counsellor
          </Button>
          {booking.status !== 'pending' && (
            <Badge color="error" badgeContent={booking.unreadMessages ?? 0} overlap="rectangular">
              <Button
                size="small"
                component={RouterLink}
                to={`${paths.student.session.to(booking.id)}#chat`}
                aria-label={booking.unreadMessages ? `Chat with counsellor, ${booking.unreadMessages} unread` : 'Chat with counsellor'}
              >
                Chat with counsellor
              </Button>
            </Badge>
          )}
          {actions.reschedule && (
            <Button size="small" onClick={onReschedule}>
              Reschedule
            </Button>
          )}
          {actions.cancel && (
            <Button size="small" color="error" onClick={onCancel}>
              Cancel Booking
            </Button>
          )}
        </Stack>
        {actions.joinHint && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            The join button is available 24 hours before the session.
          </Typography>
        )}
        <SessionTests booking={booking} now={now} />
      </CardContent>
    </Card>
  );
}
