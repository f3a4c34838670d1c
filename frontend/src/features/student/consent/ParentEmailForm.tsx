// The form that asks another parent or guardian (or, while consent is awaited, sends the request to a new address):
// shared by the dashboard's consent card and the Parent Details card's "Parent or guardian" line.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useChangeParentEmail } from '../api/consent';
import { sentDetail } from './sentDetail';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

interface Props {
  /** A parent has consented (or did, and withdrew): the address is a change that parent must agree to first. */
  consented: boolean;
  onSent(): void;
  /** A refusal (a limit reached meanwhile): the status is read again, so the card shows why. */
  onFailed(): void;
}

export function ParentEmailForm({ consented, onSent, onFailed }: Props) {
  const change = useChangeParentEmail();
  const toast = useToast();
  const t = useT(studentMessages);
  const [parentEmail, setParentEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(parentEmail.trim(), {
      onSuccess: (answer) => {
        setError(undefined);
        toast.success(t('email.toast.sent'), t(sentDetail(answer)));
        onSent();
      },
      onError: (failure) => {
        setError(fieldIssuesOf(failure).parentEmail ?? serverErrorOf(failure) ?? t('email.failed'));
        onFailed();
      },
    });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} sx={{ mt: 2 }}>
      {consented && <Typography variant="body2">{t('email.consentedNote')}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={t('email.label')}
          type="email"
          value={parentEmail}
          onChange={(e) => setParentEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
        />
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {consented ? t('email.askChange') : t('email.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
