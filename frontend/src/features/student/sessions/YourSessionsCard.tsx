// Your Sessions (dashboards §2): Upcoming, Completed and Cancelled tabs (opening on Upcoming), status labels, empty
// states, the refund note (only where there is a refund), and Cancel Booking and Reschedule behind their dialogs.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { DialogPlaceholder } from '../../../components/DialogPlaceholder';
import { paths } from '../../../config/paths';
import { lazyNamed } from '../../../lib/lazyNamed';
import { useNow } from '../../../lib/useNow';
import { useStudentBookings } from '../api/studentBookings';
import { useStudentReviews } from '../api/studentReviews';
import { SessionItem } from './SessionItem';
import { sessionsFor, type SessionTab } from './sessionRules';
import { useT } from '../../../lib/i18n/useLanguage';
import { sessionsMessages } from './messages';

// The dialogs (the slot picker, MUI's Dialog) load when the student first opens one: the dashboard's first screen does
// not need them (docs/decisions/0152).
const CancelDialog = lazyNamed(() => import('./SessionDialogs'), 'CancelDialog');
const RescheduleDialog = lazyNamed(() => import('./SessionDialogs'), 'RescheduleDialog');

const tabs = [
  { value: 'upcoming', label: 'tabs.upcoming' },
  { value: 'completed', label: 'tabs.completed' },
  { value: 'cancelled', label: 'tabs.cancelled' },
] as const satisfies readonly { value: SessionTab; label: string }[];

const empty = {
  upcoming: { title: 'empty.upcoming.title', text: 'empty.upcoming.text' },
  completed: { title: 'empty.completed.title' },
  cancelled: { title: 'empty.cancelled.title' },
} as const satisfies Record<SessionTab, { title: string; text?: string }>;

/** `fresh`: read the list again on arrival (just after a payment), whatever the cache holds. */
export function YourSessionsCard({ studentId, fresh = false }: { studentId: string; fresh?: boolean }) {
  const t = useT(sessionsMessages);
  const bookings = useStudentBookings(studentId, { fresh });
  const reviews = useStudentReviews(studentId);
  /** Completed sessions still waiting for the student's review (none until the reviews are known). */
  const unreviewed = (bookingId: string) => reviews.data !== undefined && !reviews.data.some((r) => r.bookingId === bookingId);
  const [tab, setTab] = useState<SessionTab>('upcoming');
  const [cancelling, setCancelling] = useState<StudentBooking | null>(null);
  const [moving, setMoving] = useState<StudentBooking | null>(null);
  // Renewed every 30 s, so a session turns Active Now, and later Completed, on screen.
  const now = useNow();
  const shown = bookings.data ? sessionsFor(tab, bookings.data, now) : [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="sessions-heading">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id="sessions-heading" variant="h6" component="h2">
            {t('card.title')}
          </Typography>
          <Button component={RouterLink} to={paths.packages} variant="contained" size="small">
            {t('card.book')}
          </Button>
        </Stack>
        {/* Three equal tabs that fit a 360 px screen: no tab hides behind a scroll. */}
        <Tabs value={tab} onChange={(_, next: SessionTab) => setTab(next)} aria-label={t('tabs.label')} variant="fullWidth">
          {tabs.map((one) => (
            <Tab key={one.value} value={one.value} label={t(one.label)} id={`sessions-tab-${one.value}`} aria-controls="sessions-panel" sx={{ minWidth: 0, px: 1 }} />
          ))}
        </Tabs>
        <Box sx={{ pt: 2 }} role="tabpanel" id="sessions-panel" aria-labelledby={`sessions-tab-${tab}`}>
          {bookings.isPending ? (
            <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
              <Skeleton variant="rounded" height={120} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : bookings.isError ? (
            <Alert severity="error">{t('failed')}</Alert>
          ) : shown.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(empty[tab].title)}</Typography>
              {tab === 'upcoming' && <Typography color="textSecondary">{t(empty.upcoming.text)}</Typography>}
            </Box>
          ) : (
            <Stack spacing={2}>
              {shown.map((booking) => (
                <SessionItem
                  key={booking.id}
                  booking={booking}
                  now={now}
                  askReview={booking.status === 'completed' && unreviewed(booking.id)}
                  onCancel={() => setCancelling(booking)}
                  onReschedule={() => setMoving(booking)}
                />
              ))}
            </Stack>
          )}
          {tab === 'cancelled' && shown.length > 0 && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              {/* The refund sentence only where something is refunded: an unrefunded cancellation says why on its own. */}
              {shown.some((b) => b.refund !== null) && t('cancelled.refunds')}
              {t('cancelled.rules')}
            </Typography>
          )}
        </Box>
      </CardContent>
      {cancelling && (
        <Suspense fallback={<DialogPlaceholder height={220} />}>
          <CancelDialog booking={cancelling} studentId={studentId} onClose={() => setCancelling(null)} />
        </Suspense>
      )}
      {moving && (
        <Suspense fallback={<DialogPlaceholder maxWidth="md" height={520} />}>
          <RescheduleDialog booking={moving} studentId={studentId} onClose={() => setMoving(null)} />
        </Suspense>
      )}
    </Card>
  );
}
