// A dialog that asks for the password again before something that cannot be taken back (the data leaving, the account
// going): what will happen first, then the password, whose errors show under the field. Its own words are in the
// page's language (passwordConfirm/messages); the caller gives the title, the text and the button in it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { passwordConfirmation } from '@margdarshak/contracts/api/myData';
import { fieldIssuesOf, serverErrorOf } from '../lib/apiClient';
import { UNEXPECTED_ERROR } from '@margdarshak/contracts/api/errors';
import { useApiMessages } from '../lib/i18n/apiMessages';
import { useCataloguesReady, useT } from '../lib/i18n/useLanguage';
import { PasswordField } from './PasswordField';
import { Placeholder } from './Placeholder';
import { passwordConfirmMessages } from './passwordConfirm/messages';

interface Props {
  title: string;
  /** What happens, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm(password: string): Promise<unknown>;
  onClose(): void;
}

/** The form, once its words (and the API's messages, on a Hindi page) are ready. */
function PasswordForm({ children, confirmLabel, danger, pending, onConfirm, onClose }: Omit<Props, 'title' | 'danger'> & { danger: boolean }) {
  useCataloguesReady([passwordConfirmMessages]);
  const t = useT(passwordConfirmMessages);
  const say = useApiMessages();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordConfirmation.safeParse({ password });
    if (!checked.success) {
      const found = checked.error.issues[0]?.message;
      return setFieldError(found && say(found));
    }
    setFieldError(undefined);
    setFormError(undefined);
    try {
      await onConfirm(password);
    } catch (error) {
      const onField = fieldIssuesOf(error).password;
      if (onField) setFieldError(onField);
      else setFormError(serverErrorOf(error) ?? say(UNEXPECTED_ERROR));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent>
        {children}
        {formError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        )}
        <PasswordField
          label={t('password.label')}
          autoComplete="current-password"
          autoFocus
          fullWidth
          margin="normal"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? t('password.help')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

export function PasswordConfirmDialog({ title, danger = false, ...rest }: Props) {
  const titleId = useId();
  return (
    <Dialog open onClose={rest.pending ? undefined : rest.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* On a Hindi page whose words for this dialog have not come yet: a block of the form's size until they do. */}
      <Suspense
        fallback={
          <DialogContent>
            <Placeholder height={120} rounded />
          </DialogContent>
        }
      >
        <PasswordForm danger={danger} {...rest} />
      </Suspense>
    </Dialog>
  );
}
