// /student/profile (dashboards §2, §3): the student's own details, photo, academics and parents, saved with PUT; below
// them, their data to download and the account to delete (issue 20).
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MyDataCard, useCurrentUser } from '../../auth';
import { useStudentProfile } from '../../../lib/studentProfileQuery';
import { StudentProfileForm } from '../profile/StudentProfileForm';

export function StudentProfilePage() {
  const user = useCurrentUser();
  const studentId = user.data?.id;
  const profile = useStudentProfile(studentId);
  const firstTime = profile.data ? !profile.data.profileComplete : false;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your profile
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {firstTime
          ? 'Tell us a little about yourself. Your counsellor reads this before your first session, so the time goes on your questions, not on introductions.'
          : 'Keep your details up to date: your counsellor reads them before each session.'}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {!studentId || profile.isPending ? (
            <Stack spacing={2} aria-busy="true" aria-label="Loading your profile">
              <Skeleton variant="circular" width={80} height={80} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={160} />
            </Stack>
          ) : profile.isError ? (
            // No form over a profile we could not read: saving it would blank what the student saved before.
            <Alert severity="error">Failed to fetch profile. Please reload the page to try again.</Alert>
          ) : (
            <StudentProfileForm key={profile.dataUpdatedAt} studentId={studentId} profile={profile.data} />
          )}
        </CardContent>
      </Card>
      {studentId && <MyDataCard role="student" />}
    </Container>
  );
}
