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

export function StudentAgePage() {
  const [values, setValues] = useState<AgeValues>({ dateOfBirth: '', parentEmail: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const status = useConsentStatus();
  const recordAge = useRecordAge();
  const navigate = useNavigate();
  const toast = useToast();
  if (status.data && status.data.status !== 'age_needed') return <Navigate to={paths.student.dashboard} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.dateOfBirth) return setErrors({ dateOfBirth: 'Please enter your date of birth' });
    const parentEmail = asksParent(values.dateOfBirth) ? values.parentEmail.trim() : undefined;
    recordAge.mutate(
      { dateOfBirth: values.dateOfBirth, ...(parentEmail ? { parentEmail } : {}) },
      {
        onSuccess: () => navigate(paths.student.dashboard, { replace: true }),
        onError: (error) => {
          setErrors(fieldIssuesOf(error));
          toast.error('Could not save your date of birth', serverErrorOf(error));
        },
      },
    );
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            Your date of birth
          </Typography>
          <Typography color="textSecondary">
            Before you go on, please tell us when you were born. If you are under 18, Indian law asks us to have a parent’s or guardian’s consent before you book sessions: we will e-mail them.
          </Typography>
          <AgeFields values={values} onChange={setValues} errors={errors} />
          <Button type="submit" variant="contained" size="large" disabled={recordAge.isPending}>
            {recordAge.isPending ? 'Saving…' : 'Continue'}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
