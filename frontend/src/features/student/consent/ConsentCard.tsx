// The dashboard's card while a parent's consent is awaited or was withdrawn (issues 20 and 27): where the request went,
// Send again / Change address (after a withdrawal: the same parent again, or another parent, whom the parent who
// consented must first agree to), a change of parent under way, and the daily limit on consent e-mails once reached.
// Nothing when no consent is needed, or it was given and nothing is under way.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { ConsentStatus } from '@margdarshak/contracts/api/family';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useChangeParentEmail, useConsentStatus, useResendConsent } from '../api/consent';

const titles = { awaiting: 'Waiting for your parent’s consent', withdrawn: 'Your parent withdrew their consent', given: 'You asked for another parent or guardian' } as const;

function ChangeUnderWay({ change }: { change: NonNullable<ConsentStatus['parentChange']> }) {
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {change.confirmed
        ? `The parent who gave consent agreed: we sent the request to ${change.parentEmail}. Once they consent, they are your parent on Margdarshak.`
        : `You asked that ${change.parentEmail} give consent instead. The parent who gave consent before must agree to this first: we have e-mailed them.`}
    </Typography>
  );
}

export function ConsentCard() {
  const status = useConsentStatus();
  const resend = useResendConsent();
  const change = useChangeParentEmail();
  const toast = useToast();
  const [changing, setChanging] = useState(false);
  const [parentEmail, setParentEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const data = status.data;
  if (!data) return null;
  const consented = data.status === 'withdrawn' || data.status === 'given';
  if (data.status !== 'awaiting' && data.status !== 'withdrawn' && !(data.status === 'given' && data.parentChange)) return null;

  const limited = data.mailsLeft === 0;
  const sent = (title: string, answer: ConsentStatus) =>
    toast.success(title, answer.parentChange && !answer.parentChange.confirmed ? 'We asked the parent who gave consent to agree to the change.' : 'We e-mailed your parent a new link.');
  const failed = (failure: unknown) => {
    toast.error('Could not send the request', serverErrorOf(failure));
    void status.refetch(); // a limit reached meanwhile shows on the card
  };
  const submitChange = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(parentEmail.trim(), {
      onSuccess: (answer) => {
        setChanging(false);
        setError(undefined);
        sent('Request sent', answer);
      },
      onError: (failure) => {
        setError(fieldIssuesOf(failure).parentEmail ?? serverErrorOf(failure) ?? 'Could not send the request');
        void status.refetch();
      },
    });
  };

  return (
    <Alert severity={data.status === 'given' ? 'info' : 'warning'} sx={{ mb: 3 }}>
      <AlertTitle>{titles[data.status]}</AlertTitle>
      {data.status !== 'given' && (
        <>
          {data.message}
          {data.expiresAt && ` The link works until ${formatDate(data.expiresAt)}.`} You can browse, take the free test and fill in your profile meanwhile;
          booking opens once they consent.
        </>
      )}
      {data.parentChange && <ChangeUnderWay change={data.parentChange} />}
      {limited && data.limitMessage && (
        <Typography variant="body2" role="status" sx={{ mt: 1, fontWeight: 600 }}>
          {data.limitMessage}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {data.status !== 'given' && (
          <Button variant="outlined" color="inherit" disabled={limited || resend.isPending} onClick={() => resend.mutate(undefined, { onSuccess: (answer) => sent('Request sent again', answer), onError: failed })}>
            {data.status === 'withdrawn' ? 'Ask them again' : 'Send again'}
          </Button>
        )}
        <Button color="inherit" disabled={limited} onClick={() => setChanging((open) => !open)}>
          {consented ? 'Ask another parent or guardian' : 'Change address'}
        </Button>
      </Stack>
      {changing && !limited && (
        <Stack component="form" noValidate onSubmit={submitChange} spacing={1} sx={{ mt: 2 }}>
          {consented && (
            <Typography variant="body2">The parent who gave consent before must agree before we write to the new address. We will e-mail them.</Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField size="small" label="Parent's or guardian's e-mail" type="email" value={parentEmail} onChange={(e) => setParentEmail(e.target.value)} error={Boolean(error)} helperText={error} />
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {consented ? 'Ask for this change' : 'Send to this address'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Alert>
  );
}
