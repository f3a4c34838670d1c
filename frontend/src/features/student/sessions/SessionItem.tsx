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
import { OwnWords } from '../../../components/shared/OwnWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { sessionsMessages } from './messages';
import { usePackageName } from '../../packages';

const badgeColour = { 'Active Now': 'success', Confirmed: 'success', Completed: 'info', Cancelled: 'error', Pending: 'warning' } as const;

/** The status words a student reads, by the badge the rules give. */
const badgeWords = { 'Active Now': 'status.active', Confirmed: 'status.confirmed', Completed: 'status.completed', Cancelled: 'status.cancelled', Pending: 'status.pending' } as const;

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
  const t = useT(sessionsMessages);
  const packageName = usePackageName();
  const language = useLanguage();
  const actions = sessionActions(booking, now);
  const title = t('item.title', { package: packageName(booking), name: booking.counsellorName });
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              <OwnWords text={title} words={[packageName(booking), booking.counsellorName]} />
            </Typography>
            <Typography color="textSecondary">
              {t('item.when', { date: formatDate(booking.sessionDate, language), time: formatTime(booking.sessionDate, language), amount: formatRupees(booking.amount) })}
            </Typography>
            {booking.status === 'cancelled' && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {refundNote(booking, formatRupees, t)}
              </Typography>
            )}
            {booking.amount > 0 && booking.status !== 'pending' && <BookingDocumentLinks bookingId={booking.id} />}
          </div>
          <div>
            <Chip size="small" color={badgeColour[actions.badge]} variant={actions.badge === 'Active Now' ? 'filled' : 'outlined'} label={t(badgeWords[actions.badge])} />
          </div>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {actions.join && (
            <Button size="small" variant="contained" component={RouterLink} to={paths.student.session.to(booking.id)}>
              {t('item.join')}
            </Button>
          )}
          {askReview && (
            <Button size="small" variant="contained" component={RouterLink} to={paths.student.session.to(booking.id)}>
              {t('item.rate')}
            </Button>
          )}
          <OpenSessionButton booking={booking} />
          <Button size="small" component={RouterLink} to={paths.counsellorPage.to(booking.counsellorId)}>
            {t('item.viewCounsellor')}
          </Button>
          {booking.status !== 'pending' && (
            <Badge color="error" badgeContent={booking.unreadMessages ?? 0} overlap="rectangular">
              <Button
                size="small"
                component={RouterLink}
                to={`${paths.student.session.to(booking.id)}#chat`}
                aria-label={booking.unreadMessages ? t('item.chatUnread', { count: booking.unreadMessages }) : t('item.chat')}
              >
                {t('item.chat')}
              </Button>
            </Badge>
          )}
          {actions.reschedule && (
            <Button size="small" onClick={onReschedule}>
              {t('item.reschedule')}
            </Button>
          )}
          {actions.cancel && (
            <Button size="small" color="error" onClick={onCancel}>
              {t('item.cancel')}
            </Button>
          )}
        </Stack>
        {actions.joinHint && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('item.joinHint')}
          </Typography>
        )}
        <SessionTests booking={booking} now={now} />
      </CardContent>
    </Card>
  );
}
