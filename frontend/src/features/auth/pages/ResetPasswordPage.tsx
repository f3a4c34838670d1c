import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordRequest } from '@margdarshak/contracts/api/accounts';
import { paths } from '../../../config/paths';
import { fieldIssuesOf } from '../../../lib/apiClient';
import { fieldErrorsFrom } from '../../../lib/formErrors';
import { useToast } from '../../../lib/toastContext';
import { useResetPassword } from '../api/resetPassword';
import { resetPasswordFailure } from '../authMessages';
import { useAuthDialogs } from '../components/authDialogsContext';
import { NewPasswordField } from '../../../components/PasswordField';

/** /reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const navigate = useNavigate();
  const dialogs = useAuthDialogs();
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordRequest.safeParse({ token, password });
    const found = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
    if (!found.password && confirmPassword !== password) found.confirmPassword = 'Passwords do not match';
    setErrors(found);
    if (!parsed.success || found.confirmPassword) return;
    reset.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Password updated', 'You can now log in with your new password.');
        navigate(paths.home, { replace: true });
        dialogs.open('login');
      },
      onError: (error) => {
        setErrors(fieldIssuesOf(error));
        toast.error('Reset failed', resetPasswordFailure(error));
      },
    });
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Choose a new password
        </Typography>
        {!token || errors.token ? (
          <Stack spacing={2}>
            <Alert severity="warning">{errors.token ?? 'This reset link is not valid'}. Ask for a new one from the login dialog.</Alert>
            <Button variant="contained" onClick={() => dialogs.open('forgotPassword')}>
              Request a new link
            </Button>
          </Stack>
        ) : (
          <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
            <NewPasswordField label="New password" autoFocus value={password} onChange={setPassword} error={errors.password} showRule />
            <NewPasswordField label="Confirm new password" value={confirmPassword} onChange={setConfirmPassword} error={errors.confirmPassword} />
            <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
              {reset.isPending ? 'Saving…' : 'Save new password'}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
