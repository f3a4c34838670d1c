// /student/dashboard (dashboards §2): Logout, the profile card, Quick Stats, Parent Details, Academic Details, Your
// Sessions and Recent Documents, with placeholders while loading and §8's toasts when a read fails.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useStudentProfile } from '../../../lib/studentProfileQuery';
import { useToast } from '../../../lib/toastContext';
import { useCurrentUser, LogoutButton } from '../../auth';
import { useStudentBookings } from '../api/studentBookings';
import { AcademicDetailsCard } from '../dashboard/AcademicDetailsCard';
import { ParentDetailsCard } from '../dashboard/ParentDetailsCard';
import { ProfileCard } from '../dashboard/ProfileCard';
import { QuickStatsCard } from '../dashboard/QuickStatsCard';
import { useBookingBanner } from '../dashboard/useBookingBanner';
import { RecentDocumentsCard } from '../documents/RecentDocumentsCard';
import { YourSessionsCard } from '../sessions/YourSessionsCard';
import { ConsentCard } from '../consent/ConsentCard';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';
import { sessionsMessages } from '../sessions/messages';
import { bookingMessages } from '../../booking';

/** Loaded with the page in the account's language: the dashboard's cards and its sessions. */
export const pageCatalogues = [studentMessages, sessionsMessages, bookingMessages];

/** dashboards §8: a failed read says so once, as a toast. */
function useFailureToast(failed: boolean, title: string) {
  const toast = useToast();
  useEffect(() => {
    if (failed) toast.error(title);
  }, [failed, title, toast]);
}

function DashboardCards({ studentId, justBooked }: { studentId: string; justBooked: boolean }) {
  const profile = useStudentProfile(studentId);
  const bookings = useStudentBookings(studentId, { fresh: justBooked });
  const t = useT(studentMessages);
  useFailureToast(profile.isError, t('toast.profileFailed'));
  useFailureToast(bookings.isError, t('toast.bookingsFailed'));
  return (
    <Grid container spacing={3}>
      <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
        <ConsentCard />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ProfileCard profile={profile.data} loading={profile.isPending} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <QuickStatsCard bookings={bookings.data} loading={bookings.isPending} />
      </Grid>
      <Grid size={12}>
        <YourSessionsCard studentId={studentId} fresh={justBooked} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ParentDetailsCard profile={profile.data} loading={profile.isPending} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AcademicDetailsCard profile={profile.data} loading={profile.isPending} />
      </Grid>
      <Grid size={12}>
        <RecentDocumentsCard studentId={studentId} />
      </Grid>
    </Grid>
  );
}

export function StudentDashboardPage() {
  const user = useCurrentUser();
  const justBooked = useBookingBanner();
  const t = useT(studentMessages);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.packages} variant="outlined">
            {t('page.book')}
          </Button>
          <Button component={RouterLink} to={paths.counsellors}>
            {t('page.browse')}
          </Button>
          <LogoutButton />
        </Stack>
      </Stack>
      {justBooked && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <AlertTitle>{t('banner.title')}</AlertTitle>
          {/* Said of every booking, paid or booked at ₹0 with a coupon that paid it all. */}
          {t('banner.text')}
        </Alert>
      )}
      {user.data && <DashboardCards studentId={user.data.id} justBooked={justBooked} />}
    </Container>
  );
}
