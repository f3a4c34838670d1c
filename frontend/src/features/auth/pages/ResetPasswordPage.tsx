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
import { formFieldsMessages } from '../../../components/messages';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PASSWORDS_DIFFER } from '@margdarshak/contracts/api/accounts';
import { authDialogMessages } from '../messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [authDialogMessages, formFieldsMessages];

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
  const t = useT(authDialogMessages);
  const language = useLanguage();
  const say = useApiMessages();
  usePageMeta(t('newPassword.meta.title'), t('newPassword.meta.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordRequest.safeParse({ token, password });
    const found = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, say);
    if (!found.password && confirmPassword !== password) found.confirmPassword = say(PASSWORDS_DIFFER);
    setErrors(found);
    if (!parsed.success || found.confirmPassword) return;
    reset.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('newPassword.toast.done'), t('newPassword.toast.doneText'));
        navigate(linkIn(language, paths.home), { replace: true });
        dialogs.open('login');
      },
      onError: (error) => {
        setErrors(fieldIssuesOf(error));
        toast.error(t('newPassword.toast.failed'), resetPasswordFailure(error, t('newPassword.failedText')));
      },
    });
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('newPassword.title')}
        </Typography>
        {!token || errors.token ? (
          <Stack spacing={2}>
            <Alert severity="warning">{t('newPassword.invalid', { reason: errors.token ?? say('This reset link is not valid') })}</Alert>
            <Button variant="contained" onClick={() => dialogs.open('forgotPassword')}>
              {t('newPassword.request')}
            </Button>
          </Stack>
        ) : (
          <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
            <NewPasswordField label={t('newPassword.field')} autoFocus value={password} onChange={setPassword} error={errors.password} showRule />
            <NewPasswordField label={t('newPassword.confirm')} value={confirmPassword} onChange={setConfirmPassword} error={errors.confirmPassword} />
            <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
              {reset.isPending ? t('newPassword.saving') : t('newPassword.save')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
