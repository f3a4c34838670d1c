// /counsellor/profile: a signed-in counsellor completes or updates their profile with the registration dialog's fields.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@margdarshak/contracts/api/accounts';
import { paths } from '../../../app/paths';
import { ApiError, fieldIssuesOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useCurrentUser } from '../../auth/api/getCurrentUser';
import { profileFailure, useCounsellorProfile, useSubmitCounsellorProfile } from '../api/counsellorProfile';
import { CounsellorProfileFields } from '../components/CounsellorProfileFields';
import { checkProfile, emptyProfile, profileFormData, profileValuesFrom, type ProfileFiles, type ProfileValues } from '../components/counsellorProfileForm';
import { ProfileStatus } from '../components/ProfileStatus';

function ProfileForm({ user, initial, submitted }: { user: User; initial: ProfileValues; submitted: boolean }) {
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState<ProfileFiles>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const submission = useSubmitCounsellorProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, missingFile } = checkProfile(values, files);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (missingFile) toast.error(missingFile);
      return;
    }
    submission.mutate(
      { userId: user.id, form: profileFormData(user.id, values, files) },
      {
        onSuccess: () => {
          setFiles({});
          toast.success('Profile submitted', 'Thank you. We will let you know when it is approved.');
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
          To update your profile, attach your documents again: we keep each submission whole, with the files it was checked with.
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

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your counsellor profile
      </Typography>
      {!user.data || (profile.isPending && userId) ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <Stack spacing={3}>
          <ProfileStatus status={profile.data?.details?.status ?? 'registered'} />
          <ProfileForm
            key={profile.dataUpdatedAt}
            user={user.data}
            initial={profile.data?.details ? profileValuesFrom(profile.data.name, profile.data.details) : emptyProfile}
            submitted={Boolean(profile.data) && !missing}
          />
        </Stack>
      )}
    </Container>
  );
}
