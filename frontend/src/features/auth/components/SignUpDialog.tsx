import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuthDialog } from './authDialogsContext';
import { SignUpForm, type SelfRegisteringRole } from './SignUpForm';

interface SignUpDialogProps {
  role: SelfRegisteringRole;
  open: boolean;
  onNavigate(dialog: AuthDialog): void;
  onClose(): void;
}

const copy: Record<SelfRegisteringRole, { title: string; subtitle: string }> = {
  student: {
    title: 'Create your student account',
    subtitle: 'Book sessions, take your career tests and keep your reports in one place.',
  },
  counsellor: {
    title: 'Join as a counsellor',
    subtitle: 'Create your account now; you can add your qualifications and packages from your dashboard.',
  },
};

/** The student sign-up dialog and the simple counsellor sign-up dialog (public-area §2): same fields, different role. */
export function SignUpDialog({ role, open, onNavigate, onClose }: SignUpDialogProps) {
  const titleId = `${role}-sign-up-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {copy[role].title}
        <Typography variant="body2" color="textSecondary">
          {copy[role].subtitle}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <SignUpForm role={role} onRegistered={onClose} onLogin={() => onNavigate('login')} />
        {role === 'counsellor' && (
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
            Documents at hand?{' '}
            <Link component="button" type="button" onClick={() => onNavigate('counsellorRegistration')}>
              Register with your full profile
            </Link>
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
