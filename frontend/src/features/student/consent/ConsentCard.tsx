// The dashboard's card while a parent's consent is awaited or was withdrawn (issue 20): where the request went, and
// Send again / Change address. Nothing when no consent is needed or it was given.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useChangeParentEmail, useConsentStatus, useResendConsent } from '../api/consent';

export function ConsentCard() {
  const status = useConsentStatus();
  const resend = useResendConsent();
  const change = useChangeParentEmail();
  const toast = useToast();
  const [changing, setChanging] = useState(false);
  const [parentEmail, setParentEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const data = status.data;
  if (!data || (data.status !== 'awaiting' && data.status !== 'withdrawn')) return null;

  const sent = (title: string) => toast.success(title, 'We e-mailed your parent a new link.');
  const submitChange = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(parentEmail.trim(), {
      onSuccess: () => {
        setChanging(false);
        setError(undefined);
        sent('Request sent');
      },
      onError: (failure) => setError(fieldIssuesOf(failure).parentEmail ?? serverErrorOf(failure) ?? 'Could not send the request'),
    });
  };

  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{data.status === 'awaiting' ? 'Waiting for your parent’s consent' : 'Your parent withdrew their consent'}</AlertTitle>
      {data.message}
      {data.status === 'awaiting' && data.expiresAt && ` The link works until ${formatDate(data.expiresAt)}.`} You can browse, take the free test and fill in your
      profile meanwhile; booking opens once they consent.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" color="inherit" disabled={resend.isPending} onClick={() => resend.mutate(undefined, { onSuccess: () => sent('Request sent again'), onError: (failure) => toast.error('Could not send the request', serverErrorOf(failure)) })}>
          Send again
        </Button>
        <Button color="inherit" onClick={() => setChanging((open) => !open)}>
          Change address
        </Button>
      </Stack>
      {changing && (
        <Stack component="form" noValidate onSubmit={submitChange} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <TextField size="small" label="Parent's or guardian's e-mail" type="email" value={parentEmail} onChange={(e) => setParentEmail(e.target.value)} error={Boolean(error)} helperText={error} />
          <Button type="submit" variant="contained" disabled={change.isPending}>
            Send to this address
          </Button>
        </Stack>
      )}
    </Alert>
  );
}
