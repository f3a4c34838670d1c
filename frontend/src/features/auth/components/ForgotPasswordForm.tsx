import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { forgotPasswordRequest } from '@margdarshak/contracts/api/accounts';
import { fieldErrorsFrom } from '../../../lib/formErrors';
import { useToast } from '../../../lib/toastContext';
import { useForgotPassword } from '../api/forgotPassword';
import { forgotPasswordFailure } from '../authMessages';
import { EmailField } from './EmailField';

export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const toast = useToast();
  const forgotPassword = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsFrom(parsed.error.issues).email);
      return;
    }
    setError(undefined);
    forgotPassword.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Reset link sent', 'Check your email for password reset instructions.');
        onBack();
      },
      onError: (failure) => toast.error('Reset failed', forgotPasswordFailure(failure)),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
      <EmailField value={email} onChange={setEmail} error={error} />
      <Button type="submit" variant="contained" size="large" disabled={forgotPassword.isPending}>
        {forgotPassword.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button type="button" onClick={onBack}>
        Back to Login
      </Button>
    </Stack>
  );
}
