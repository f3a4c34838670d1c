import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { AuthDialog } from './authDialogsContext';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { useCataloguesReady, useT } from '../../../lib/i18n/useLanguage';
import { formFieldsMessages } from '../../../components/messages';
import { authDialogMessages } from '../messages';

interface LoginDialogProps {
  open: boolean;
  view: 'login' | 'forgotPassword';
  onNavigate(dialog: AuthDialog): void;
  onClose(): void;
}

/** The login dialog, with its forgot-password view (public-area §2). */
export function LoginDialog({ open, view, onNavigate, onClose }: LoginDialogProps) {
  useCataloguesReady([authDialogMessages, formFieldsMessages]);
  const t = useT(authDialogMessages);
  const titleId = 'login-dialog-title';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {view === 'login' ? t('login.title') : t('reset.title')}
        <Typography variant="body2" color="textSecondary">
          {view === 'login' ? t('login.subtitle') : t('reset.subtitle')}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {view === 'login' ? (
          <LoginForm onSignedIn={onClose} onForgotPassword={() => onNavigate('forgotPassword')} onSignUp={() => onNavigate('studentSignUp')} />
        ) : (
          <ForgotPasswordForm onBack={() => onNavigate('login')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
