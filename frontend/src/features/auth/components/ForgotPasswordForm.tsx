import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { forgotPasswordRequest } from '@margdarshak/contracts/api/accounts';
import { fieldErrorsFrom } from '../../../lib/formErrors';
import { useToast } from '../../../lib/toastContext';
import { useForgotPassword } from '../api/forgotPassword';
import { forgotPasswordFailure } from '../authMessages';
import { useFailureWords } from '../useFailureWords';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import { useT } from '../../../lib/i18n/useLanguage';
import { authDialogMessages } from '../messages';
import { EmailField } from './EmailField';

export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const toast = useToast();
  const forgotPassword = useForgotPassword();
  const t = useT(authDialogMessages);
  const say = useApiMessages();
  const failureWords = useFailureWords();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsFrom(parsed.error.issues, say).email);
      return;
    }
    setError(undefined);
    forgotPassword.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('reset.toast.done'), t('reset.toast.doneText'));
        onBack();
      },
      onError: (failure) => toast.error(t('reset.toast.failed'), forgotPasswordFailure(failure, failureWords)),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
      <EmailField value={email} onChange={setEmail} error={error} />
      <Button type="submit" variant="contained" size="large" disabled={forgotPassword.isPending}>
        {forgotPassword.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
      <Button type="button" onClick={onBack}>
        {t('reset.back')}
      </Button>
    </Stack>
  );
}
