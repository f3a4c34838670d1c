// The full counsellor registration dialog (public-area §2, §5): an account and a complete profile in one go.
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { emailSchema, newPasswordSchema } from '@margdarshak/contracts/api/accounts';
import { paths } from '../../../config/paths';
import { fieldIssuesOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useRegister, registrationFailure, EmailField, TermsCheckbox } from '../../auth';
import { NewPasswordField } from '../../../components/PasswordField';
import { profileFailure, useSubmitCounsellorProfile } from '../api/counsellorProfile';
import { CounsellorProfileFields } from './CounsellorProfileFields';
import { checkProfile, emptyProfile, profileFormData, type ProfileFiles } from './counsellorProfileForm';

const REDIRECT_DELAY_MS = 500;

export function CounsellorRegistrationDialog({ open, onClose, onLogin }: { open: boolean; onClose(): void; onLogin(): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [values, setValues] = useState(emptyProfile);
  const [files, setFiles] = useState<ProfileFiles>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const navigate = useNavigate();
  const registration = useRegister();
  const submission = useSubmitCounsellorProfile();
  const busy = registration.isPending || submission.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, missingFile } = checkProfile(values, files);
    const emailCheck = emailSchema.safeParse(email);
    const passwordCheck = newPasswordSchema.safeParse(password);
    if (!emailCheck.success) found.email = emailCheck.error.issues[0]?.message ?? 'Please enter a valid email';
    if (!passwordCheck.success) found.password = passwordCheck.error.issues[0]?.message ?? 'Password must be at least 6 characters';
    if (!terms) found.terms = 'You must agree to the terms and conditions';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (missingFile) toast.error(missingFile);
      return;
    }
    let user: Awaited<ReturnType<typeof registration.mutateAsync>>;
    try {
      user = await registration.mutateAsync({ email: email.trim(), password, role: 'counsellor' });
    } catch (error) {
      setErrors(fieldIssuesOf(error));
      toast.error('Registration failed', registrationFailure(error));
      return;
    }
    if (!user) {
      onClose();
      navigate(paths.auth);
      return;
    }
    try {
      await submission.mutateAsync({ userId: user.id, form: profileFormData(user.id, values, files) });
      toast.success('Registration successful', 'Your profile is with our team for approval.');
      window.setTimeout(() => {
        onClose();
        navigate(paths.counsellor.dashboard);
      }, REDIRECT_DELAY_MS);
    } catch (error) {
      // The account exists and is signed in: the profile page lets them finish without registering again.
      toast.error('Failed to create counsellor profile', profileFailure(error));
      onClose();
      navigate(paths.counsellor.profile);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="counsellor-registration-title" scroll="body">
      <DialogTitle id="counsellor-registration-title" sx={{ pr: 6 }}>
        Register as a counsellor
        <Typography variant="body2" color="textSecondary">
          Our team checks your documents before students can book you. It usually takes a working day.
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <EmailField value={email} onChange={setEmail} error={errors.email} />
            <NewPasswordField label="Password" value={password} onChange={setPassword} error={errors.password} showRule fullWidth />
          </Stack>
          <CounsellorProfileFields values={values} files={files} errors={errors} onValues={setValues} onFiles={setFiles} />
          <TermsCheckbox checked={terms} onChange={setTerms} error={errors.terms} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Registering…' : 'Register'}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component="button" type="button" onClick={onLogin}>
              Log in
            </Link>
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
