// /student/profile (dashboards §2, §3): the student's own details, photo, academics and parents, saved with PUT; below
// them, their data to download and the account to delete (issue 20).
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MyDataCard, myDataCatalogues, useCurrentUser } from '../../auth';
import { useStudentProfile } from '../../../lib/studentProfileQuery';
import { StudentProfileForm } from '../profile/StudentProfileForm';
import { useT } from '../../../lib/i18n/useLanguage';
import { profileMessages } from '../profile/messages';

/** Loaded with the page in the account's language: the form's words, and the data card's with its password dialog's. */
export const pageCatalogues = [profileMessages, ...myDataCatalogues];

export function StudentProfilePage() {
  const user = useCurrentUser();
  const studentId = user.data?.id;
  const profile = useStudentProfile(studentId);
  const firstTime = profile.data ? !profile.data.profileComplete : false;
  const t = useT(profileMessages);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('page.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {firstTime ? t('page.leadFirst') : t('page.lead')}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {!studentId || profile.isPending ? (
            <Stack spacing={2} aria-busy="true" aria-label={t('page.loading')}>
              <Skeleton variant="circular" width={80} height={80} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={160} />
            </Stack>
          ) : profile.isError ? (
            // No form over a profile we could not read: saving it would blank what the student saved before.
            <Alert severity="error">{t('page.failed')}</Alert>
          ) : (
            <StudentProfileForm key={profile.dataUpdatedAt} studentId={studentId} profile={profile.data} />
          )}
        </CardContent>
      </Card>
      {studentId && <MyDataCard role="student" />}
    </Container>
  );
}
