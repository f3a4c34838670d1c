// /student/dashboard: Your Sessions (with each session's tests and reports) and Recent Documents (dashboards §2);
// the profile cards join them later.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useCurrentUser } from '../../auth/api/getCurrentUser';
import { RecentDocumentsCard } from '../documents/RecentDocumentsCard';
import { YourSessionsCard } from '../sessions/YourSessionsCard';

export function StudentDashboardPage() {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const justBooked = search.get('booking') === 'confirmed';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">
          Student dashboard
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.packages} variant="outlined">
            Book a Session
          </Button>
          <Button component={RouterLink} to={paths.counsellors}>
            Browse Counsellors
          </Button>
        </Stack>
      </Stack>
      {justBooked && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <AlertTitle>Session booked</AlertTitle>
          Your session is booked and paid. A confirmation with a calendar invitation is on its way to your e-mail.
        </Alert>
      )}
      {user.data && (
        <Stack spacing={3}>
          <YourSessionsCard studentId={user.data.id} fresh={justBooked} />
          <RecentDocumentsCard studentId={user.data.id} />
        </Stack>
      )}
    </Container>
  );
}
