import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { loginRequest } from '@margdarshak/contracts/api/accounts';
import { fieldIssuesOf } from '../../../lib/apiClient';
import { fieldErrorsFrom } from '../../../lib/formErrors';
import { useToast } from '../../../lib/toastContext';
import { useLogin } from '../api/login';
import { loginFailure } from '../authMessages';
import { usePostLoginRedirect } from '../usePostLoginRedirect';
import { useFailureWords } from '../useFailureWords';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import { useT } from '../../../lib/i18n/useLanguage';
import { authDialogMessages } from '../messages';
import { EmailField } from './EmailField';
import { PasswordField } from '../../../components/PasswordField';

interface LoginFormProps {
  onSignedIn(): void;
  onForgotPassword(): void;
  onSignUp(): void;
}

export function LoginForm({ onSignedIn, onForgotPassword, onSignUp }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const loginMutation = useLogin();
  const redirect = usePostLoginRedirect();
  const t = useT(authDialogMessages);
  const say = useApiMessages();
  const failureWords = useFailureWords();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequest.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues, say));
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess: (user) => {
        toast.success(t('login.toast.done'));
        onSignedIn();
        redirect(user);
      },
      onError: (error) => {
        setErrors(fieldIssuesOf(error));
        toast.error(t('login.toast.failed'), loginFailure(error, failureWords));
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel control={<Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />} label={t('login.rememberMe')} />
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          {t('login.forgot')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      <Divider>
        <Typography variant="caption" color="textSecondary">
          {t('login.or')}
        </Typography>
      </Divider>
      <Stack direction="row" spacing={1}>
        <Button fullWidth variant="outlined" startIcon={<GoogleIcon />} disabled>
          Google
        </Button>
        <Button fullWidth variant="outlined" startIcon={<FacebookIcon />} disabled>
          Facebook
        </Button>
      </Stack>
      <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }}>
        {t('login.socialLater')}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('login.new')}{' '}
        <Link component="button" type="button" onClick={onSignUp}>
          {t('login.signUp')}
        </Link>
      </Typography>
    </Stack>
  );
}
