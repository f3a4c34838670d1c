// /student/age: a student who signed up without a date of birth gives it before anything else (issue 20).
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AgeFields, asksParent, type AgeValues } from '../../../components/AgeFields';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useConsentStatus } from '../../../lib/consentStatusQuery';
import { useRecordAge } from '../api/consent';
import { useT } from '../../../lib/i18n/useLanguage';
import { formFieldsMessages } from '../../../components/messages';
import { studentMessages } from '../messages';

/** Loaded with the page in the account's language: its own words and the date-of-birth fields'. */
export const pageCatalogues = [studentMessages, formFieldsMessages];

export function StudentAgePage() {
  const [values, setValues] = useState<AgeValues>({ dateOfBirth: '', parentEmail: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const status = useConsentStatus();
  const recordAge = useRecordAge();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT(studentMessages);
  if (status.data && status.data.status !== 'age_needed') return <Navigate to={paths.student.dashboard} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.dateOfBirth) return setErrors({ dateOfBirth: t('age.required') });
    const parentEmail = asksParent(values.dateOfBirth) ? values.parentEmail.trim() : undefined;
    recordAge.mutate(
      { dateOfBirth: values.dateOfBirth, ...(parentEmail ? { parentEmail } : {}) },
      {
        onSuccess: () => navigate(paths.student.dashboard, { replace: true }),
        onError: (error) => {
          setErrors(fieldIssuesOf(error));
          toast.error(t('age.toast.failed'), serverErrorOf(error));
        },
      },
    );
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {t('age.title')}
          </Typography>
          <Typography color="textSecondary">{t('age.lead')}</Typography>
          <AgeFields values={values} onChange={setValues} errors={errors} />
          <Button type="submit" variant="contained" size="large" disabled={recordAge.isPending}>
            {recordAge.isPending ? t('age.saving') : t('age.continue')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
