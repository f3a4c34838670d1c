// /counsellor/dashboard: the profile card and the students' test results (dashboards §2); bookings and earnings join later.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useCurrentUser } from '../../auth/api/getCurrentUser';
import { useCounsellorProfile } from '../api/counsellorProfile';
import { ProfileStatus } from '../components/ProfileStatus';
import { PersonalityTestResults } from '../results/PersonalityTestResults';

export function CounsellorDashboardPage() {
  const user = useCurrentUser();
  const profile = useCounsellorProfile(user.data?.id ?? '');
  const name = profile.data?.name ?? user.data?.email ?? '';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 4 }}>
        <Typography variant="h4" component="h1">
          Welcome back{name ? `, ${name}` : ''}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.counsellor.profile} variant="outlined">
            Edit Profile
          </Button>
          <Button component={RouterLink} to={paths.counsellor.availability} variant="outlined">
            Manage Availability
          </Button>
        </Stack>
      </Stack>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          {profile.isPending ? (
            <Skeleton variant="rounded" height={96} />
          ) : profile.data?.details ? (
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {profile.data.name}
              </Typography>
              <Typography color="textSecondary">
                {profile.data.details.qualification} · {profile.data.specialization}
              </Typography>
              <ProfileStatus status={profile.data.details.status} />
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Chip label="Incomplete" color="warning" />
              <Typography variant="h6" component="h2">
                Complete Profile
              </Typography>
              <Typography color="textSecondary">Add your professional details to start receiving student bookings</Typography>
              <Button component={RouterLink} to={paths.counsellor.profile} variant="contained">
                Complete Profile
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      <PersonalityTestResults />
      <Alert severity="info">Your upcoming sessions and earnings will appear here.</Alert>
    </Container>
  );
}
