// /counsellor/dashboard (dashboards §2): the greeting and the ways to the profile, the hours and out; the four figures;
// the profile and weekend cards; the upcoming and the past sessions; and the students' test results.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentUser, LogoutButton } from '../../auth';
import { useCounsellorProfile } from '../api/counsellorProfile';
import { CounsellorProfileCard } from '../dashboard/CounsellorProfileCard';
import { StatCards } from '../dashboard/StatCards';
import { PastSessionsCard } from '../dashboard/PastSessionsCard';
import { UpcomingSessionsCard } from '../dashboard/UpcomingSessionsCard';
import { WeekendAvailabilityCard } from '../dashboard/WeekendAvailabilityCard';
import { PersonalityTestResults } from '../results/PersonalityTestResults';

export function CounsellorDashboardPage() {
  const user = useCurrentUser();
  const userId = user.data?.id ?? '';
  const profile = useCounsellorProfile(userId);
  const name = profile.data?.name ?? '';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 4 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Welcome back
          {/* Held to a name's width while the profile loads, never the e-mail first: the heading keeps its size. */}
          {profile.isPending ? <Skeleton variant="text" aria-hidden sx={{ display: 'inline-block', width: '8em', ml: 1 }} /> : name ? `, ${name}` : ''}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.counsellor.profile} variant="outlined">
            Edit Profile
          </Button>
          <Button component={RouterLink} to={paths.counsellor.availability} variant="outlined">
            Manage Availability
          </Button>
          <LogoutButton />
        </Stack>
      </Stack>
      <StatCards userId={userId} />
      <Box sx={{ display: 'grid', gap: 3, mb: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <CounsellorProfileCard userId={userId} />
        <WeekendAvailabilityCard userId={userId} />
      </Box>
      <Box sx={{ mb: 3 }}>
        <UpcomingSessionsCard userId={userId} />
      </Box>
      <Box sx={{ mb: 3 }}>
        <PastSessionsCard userId={userId} />
      </Box>
      <PersonalityTestResults />
    </Container>
  );
}
