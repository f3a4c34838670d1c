import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuthDialog } from './authDialogsContext';
import { SignUpForm, type SelfRegisteringRole } from './SignUpForm';
import { useCataloguesReady, useT } from '../../../lib/i18n/useLanguage';
import { formFieldsMessages } from '../../../components/messages';
import { authDialogMessages } from '../messages';

interface SignUpDialogProps {
  role: SelfRegisteringRole;
  open: boolean;
  onNavigate(dialog: AuthDialog): void;
  onClose(): void;
}

/** The student sign-up dialog and the simple counsellor sign-up dialog (public-area §2): same fields, different role. */
export function SignUpDialog({ role, open, onNavigate, onClose }: SignUpDialogProps) {
  useCataloguesReady([authDialogMessages, formFieldsMessages]);
  const t = useT(authDialogMessages);
  const titleId = `${role}-sign-up-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t(`signUp.${role}.title`)}
        <Typography variant="body2" color="textSecondary">
          {t(`signUp.${role}.subtitle`)}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <SignUpForm role={role} onRegistered={onClose} onLogin={() => onNavigate('login')} />
        {role === 'counsellor' && (
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
            {t('signUp.documents')}{' '}
            <Link component="button" type="button" onClick={() => onNavigate('counsellorRegistration')}>
              {t('signUp.fullProfile')}
            </Link>
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
