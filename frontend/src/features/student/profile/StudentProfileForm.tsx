// The student profile form (dashboards §3): checked with the contract's rules before sending, the server's field
// messages shown the same way; on success a toast and back to the dashboard.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { StudentProfile } from '@margdarshak/contracts/api/students';
import { paths } from '../../../config/paths';
import { issuesOf, serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { PhotoUploadError, useSaveStudentProfile } from '../api/updateStudentProfile';
import { AcademicRowsField } from './AcademicRowsField';
import { AGE_NOT_WHOLE, checkProfile, fieldErrorsByPath, profileValuesFrom, type ProfileValues } from './profileForm';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import { useT } from '../../../lib/i18n/useLanguage';
import { profileMessages } from './messages';
import { ProfilePhotoField } from './ProfilePhotoField';
import { StudyStageFields, type ChoiceKey } from './StudyStageFields';

type TextKey = Exclude<keyof ProfileValues, 'academics' | ChoiceKey>;

interface FieldOptions {
  required?: boolean;
  helper?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
}

export function StudentProfileForm({ studentId, profile }: { studentId: string; profile: StudentProfile | undefined }) {
  const [values, setValues] = useState<ProfileValues>(() => profileValuesFrom(profile));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveStudentProfile(studentId);
  const toast = useToast();
  const navigate = useNavigate();
  const t = useT(profileMessages);
  const say = useApiMessages();
  /** The contract's messages found here, in the page's language, as the server would say them. */
  const inPageLanguage = (found: Record<string, string>) => Object.fromEntries(Object.entries(found).map(([key, message]) => [key, message === AGE_NOT_WHOLE ? t('field.ageWhole') : say(message)]));

  /** A field's message goes as soon as the student changes that field. */
  const clearError = (...keys: string[]) => {
    if (!keys.some((key) => key in errors)) return;
    setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key))));
  };

  const text = (key: TextKey, label: string, options: FieldOptions = {}) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => {
        setValues({ ...values, [key]: event.target.value });
        clearError(key);
      }}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? options.helper}
      required={options.required ?? false}
      fullWidth
      {...(options.type ? { type: options.type } : {})}
      {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
      {...(options.inputMode ? { slotProps: { htmlInput: { inputMode: options.inputMode } } } : {})}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkProfile(values);
    if (!checked.ok || errors.profilePhoto) {
      setErrors({ ...(checked.ok ? {} : inPageLanguage(checked.errors)), ...(errors.profilePhoto ? { profilePhoto: errors.profilePhoto } : {}) });
      return;
    }
    setErrors({});
    save.mutate(
      { request: checked.request, photo },
      {
        onSuccess: () => {
          toast.success(t('toast.saved'), t('toast.savedText'));
          void navigate(paths.student.dashboard);
        },
        onError: (error) => {
          if (error instanceof PhotoUploadError) {
            const message = serverErrorOf(error.cause) ?? t('failure.photo');
            setErrors({ profilePhoto: message });
            toast.error(t('toast.photoFailed'), message);
            return;
          }
          setErrors(fieldErrorsByPath(issuesOf(error), values));
          const message = serverErrorOf(error) ?? t('failure.connection');
          setFailure(message);
          toast.error(t('toast.failed'), message);
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('form.label')}>
      <ProfilePhotoField
        name={values.name}
        saved={profile?.profilePhoto ?? null}
        file={photo}
        error={errors.profilePhoto}
        onFile={(file, problem) => {
          setPhoto(problem ? null : file);
          const { profilePhoto: _dropped, ...rest } = errors;
          setErrors(problem ? { ...rest, profilePhoto: problem } : rest);
        }}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', t('field.name'), { required: true, autoComplete: 'name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('mobile', t('field.mobile'), { required: true, type: 'tel', autoComplete: 'tel', inputMode: 'tel', helper: t('field.mobileHelp') })}</Grid>
        <Grid size={{ xs: 12, sm: 8 }}>{text('schoolName', t('field.school'), { autoComplete: 'organization' })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('age', t('field.age'), { type: 'number', inputMode: 'numeric' })}</Grid>
        <Grid size={12}>{text('location', t('field.location'), { autoComplete: 'address-level2' })}</Grid>
      </Grid>
      <Divider />
      <StudyStageFields
        values={values}
        errors={errors}
        onChoice={(key, value) => {
          setValues({ ...values, [key]: value });
          clearError(key);
        }}
      />
      <Divider />
      <AcademicRowsField
        rows={values.academics}
        errors={errors}
        onRows={(academics) => {
          setValues({ ...values, academics });
          // Rows may have moved (a removal): their messages no longer point at the right row.
          clearError(...Object.keys(errors).filter((key) => key.startsWith('academics')));
        }}
      />
      <Divider />
      <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
          {t('parents.legend')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{text('fatherName', t('field.fatherName'))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('fatherOccupation', t('field.fatherOccupation'))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('motherName', t('field.motherName'))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('motherOccupation', t('field.motherOccupation'))}</Grid>
        </Grid>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <Button component={RouterLink} to={paths.student.dashboard} size="large">
          {t('back')}
        </Button>
      </Stack>
    </Stack>
  );
}
