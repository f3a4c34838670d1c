// /counsellor/profile: a signed-in counsellor completes or updates their profile with the registration dialog's fields.
// Once approved, a change to anything students see (or to a document) waits for an admin; the page says which happened
// and shows what is waiting. Below the form, the 'Your data' card students have too (issue 30).
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@margdarshak/contracts/api/accounts';
import type { CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import { paths } from '../../../config/paths';
import { ApiError, fieldIssuesOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { MyDataCard, useCurrentUser } from '../../auth';
import { profileFailure, useCounsellorProfile, useSubmitCounsellorProfile } from '../api/counsellorProfile';
import { CounsellorProfileFields } from '../components/CounsellorProfileFields';
import { checkProfile, emptyProfile, profileFormData, profileValuesFrom, type ProfileFiles, type ProfileValues } from '../components/counsellorProfileForm';
import { PendingChangeNotice } from '../components/PendingChangeNotice';
import { ProfileStatus } from '../components/ProfileStatus';

const isLive = (status: CounsellorStatus) => status === 'approved' || status === 'paused';

/** What the toast says after a submission: the truth about where the change went. */
function outcomeOf(status: CounsellorStatus, sentForReview: boolean): [string, string] {
  if (sentForReview) return ['Sent for review', 'Your public profile keeps your approved details until an admin approves the change.'];
  if (isLive(status)) return ['Saved', 'Your changes are on your public profile.'];
  return ['Profile submitted', 'Thank you. We will let you know when it is approved.'];
}

function ProfileForm({ user, initial, status }: { user: User; initial: ProfileValues; status: CounsellorStatus }) {
  const submitted = status !== 'registered';
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState<ProfileFiles>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const submission = useSubmitCounsellorProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, missingFile } = checkProfile(values, files, !submitted);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (missingFile) toast.error(missingFile);
      return;
    }
    submission.mutate(
      { userId: user.id, form: profileFormData(user.id, values, files) },
      {
        onSuccess: (result) => {
          setFiles({});
          toast.success(...outcomeOf(status, result.sentForReview));
        },
        onError: (error) => {
          setErrors(fieldIssuesOf(error));
          toast.error('Failed to create counsellor profile', profileFailure(error));
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      {submitted && (
        <Typography variant="body2" color="textSecondary">
          Attach a document only to replace it: we keep your current files otherwise.
          {isLive(status) &&
            ' Changes to what students see (name, qualification, specialization, experience, location and photo) and new documents are checked by our team before your public profile shows them; your age, mobile, address and packages change at once.'}
        </Typography>
      )}
      <CounsellorProfileFields values={values} files={files} errors={errors} onValues={setValues} onFiles={setFiles} />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" size="large" disabled={submission.isPending}>
          {submission.isPending ? 'Submitting…' : submitted ? 'Update profile' : 'Submit profile'}
        </Button>
        <Button component={RouterLink} to={paths.counsellor.dashboard} size="large">
          Back to dashboard
        </Button>
      </Stack>
    </Stack>
  );
}

export function CounsellorProfileFormPage() {
  const user = useCurrentUser();
  const userId = user.data?.id ?? '';
  const profile = useCounsellorProfile(userId);
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  const status: CounsellorStatus = missing ? 'registered' : (profile.data?.details?.status ?? 'registered');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your counsellor profile
      </Typography>
      {!user.data || (profile.isPending && userId) ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <Stack spacing={3}>
          <ProfileStatus status={status} />
          {profile.data?.details?.pendingChange && <PendingChangeNotice change={profile.data.details.pendingChange} />}
          <ProfileForm key={profile.dataUpdatedAt} user={user.data} initial={profile.data?.details ? profileValuesFrom(profile.data.name, profile.data.details) : emptyProfile} status={status} />
        </Stack>
      )}
      {user.data && <MyDataCard role="counsellor" />}
    </Container>
  );
}
