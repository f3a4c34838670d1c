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
  useFailureToast(profile.isError, 'Failed to fetch profile');
  useFailureToast(bookings.isError, 'Failed to fetch bookings');
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
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">
          Student dashboard
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.packages} variant="outlined">
            Book a Session
          </Button>
          <Button component={RouterLink} to={paths.counsellors}>
            Browse Counsellors
          </Button>
          <LogoutButton />
        </Stack>
      </Stack>
      {justBooked && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <AlertTitle>Session booked</AlertTitle>
          {/* Said of every booking, paid or booked at ₹0 with a coupon that paid it all. */}
          Your session is booked. A confirmation with a calendar invitation is on its way to your e-mail.
        </Alert>
      )}
      {user.data && <DashboardCards studentId={user.data.id} justBooked={justBooked} />}
    </Container>
  );
}
