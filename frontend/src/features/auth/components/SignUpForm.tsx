import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PASSWORDS_DIFFER, personName, signUpForm, STUDENT_NAME_REQUIRED, type Role } from '@margdarshak/contracts/api/accounts';
import { DATE_OF_BIRTH_REQUIRED } from '@margdarshak/contracts/family/age';
import { PARENT_EMAIL_REQUIRED } from '@margdarshak/contracts/api/family';
import { paths } from '../../../config/paths';
import { AgeFields, asksParent, type AgeValues } from '../../../components/AgeFields';
import { fieldIssuesOf } from '../../../lib/apiClient';
import { fieldErrorsFrom } from '../../../lib/formErrors';
import { useToast } from '../../../lib/toastContext';
import { useRegister } from '../api/register';
import { registrationFailure } from '../authMessages';
import { readPendingBooking } from '../pendingBooking';
import { afterStudentSignUp } from '../postLoginTarget';
import { EmailField } from './EmailField';
import { NewPasswordField } from '../../../components/PasswordField';
import { TermsCheckbox } from './TermsCheckbox';
import { useFailureWords } from '../useFailureWords';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import { useT } from '../../../lib/i18n/useLanguage';
import { authDialogMessages } from '../messages';

export type SelfRegisteringRole = Exclude<Role, 'admin' | 'auditor' | 'parent'>;

interface SignUpFormProps {
  role: SelfRegisteringRole;
  onRegistered(): void;
  onLogin(): void;
}

export function SignUpForm({ role, onRegistered, onLogin }: SignUpFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState<AgeValues>({ dateOfBirth: '', parentEmail: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const registration = useRegister();
  const t = useT(authDialogMessages);
  const say = useApiMessages();
  const failureWords = useFailureWords();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signUpForm.safeParse({ email, password, confirmPassword, terms });
    // A student gives their date of birth, and under 18 a parent's e-mail (issue 20); the server checks both again.
    const minor = role === 'student' && asksParent(age.dateOfBirth);
    const studentErrors: Record<string, string> = {};
    // A student's name (issue 30): their parent's consent mail and page call them by it.
    const givenName = personName.safeParse(name);
    if (role === 'student' && !givenName.success) studentErrors.name = say(name.trim() === '' ? STUDENT_NAME_REQUIRED : (givenName.error.issues[0]?.message ?? STUDENT_NAME_REQUIRED));
    if (role === 'student' && !age.dateOfBirth) studentErrors.dateOfBirth = say(DATE_OF_BIRTH_REQUIRED);
    if (minor && !age.parentEmail.trim()) studentErrors.parentEmail = say(PARENT_EMAIL_REQUIRED);
    if (!parsed.success || Object.keys(studentErrors).length > 0) {
      const found = { ...(parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, say)), ...studentErrors };
      // zod checks the match only once every field is valid; say it now rather than on the next attempt.
      if (!found.confirmPassword && confirmPassword !== password) found.confirmPassword = say(PASSWORDS_DIFFER);
      setErrors(found);
      return;
    }
    setErrors({});
    const family = role === 'student' ? { name: givenName.data, dateOfBirth: age.dateOfBirth, ...(minor ? { parentEmail: age.parentEmail.trim() } : {}) } : {};
    registration.mutate(
      { email: parsed.data.email, password: parsed.data.password, role, ...family },
      {
        onSuccess: (sessionUser) => {
          toast.success(t('signUp.toast.done'));
          onRegistered();
          // public-area §4: a counsellor without an established session goes to /auth.
          if (role === 'counsellor' && !sessionUser) navigate(paths.auth);
          // A student who was choosing a session goes back to it (public-area §4, rule 1), otherwise on to their profile (§2).
          else navigate(role === 'student' ? afterStudentSignUp(pathname, readPendingBooking()) : paths.counsellor.dashboard);
        },
        onError: (error) => {
          setErrors(fieldIssuesOf(error));
          toast.error(t('signUp.toast.failed'), registrationFailure(error, failureWords));
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
      {role === 'student' && (
        <TextField
          label={t('signUp.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? t('signUp.nameHelp')}
          required
          autoComplete="name"
        />
      )}
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <NewPasswordField label={t('password')} value={password} onChange={setPassword} error={errors.password} showRule />
      <NewPasswordField label={t('signUp.confirmPassword')} value={confirmPassword} onChange={setConfirmPassword} error={errors.confirmPassword} />
      {role === 'student' && <AgeFields values={age} onChange={setAge} errors={errors} />}
      <TermsCheckbox checked={terms} onChange={setTerms} error={errors.terms} />
      <Button type="submit" variant="contained" size="large" disabled={registration.isPending}>
        {registration.isPending ? t('signUp.submitting') : role === 'student' ? t('signUp.submit') : t('signUp.submitCounsellor')}
      </Button>
      {role === 'student' && (
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          {t('signUp.profileLater')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('signUp.haveAccount')}{' '}
        <Link component="button" type="button" onClick={onLogin}>
          {t('signUp.login')}
        </Link>
      </Typography>
    </Stack>
  );
}
