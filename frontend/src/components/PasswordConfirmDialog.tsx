// A dialog that asks for the password again before something that cannot be taken back (the data leaving, the account
// going): what will happen first, then the password, whose errors show under the field.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { passwordConfirmation } from '@margdarshak/contracts/api/myData';
import { fieldIssuesOf, serverErrorOf } from '../lib/apiClient';
import { UNEXPECTED_ERROR } from '@margdarshak/contracts/api/errors';
import { PasswordField } from './PasswordField';

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

export function PasswordConfirmDialog({ title, children, confirmLabel, danger = false, pending, onConfirm, onClose }: Props) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordConfirmation.safeParse({ password });
    if (!checked.success) return setFieldError(checked.error.issues[0]?.message);
    setFieldError(undefined);
    setFormError(undefined);
    try {
      await onConfirm(password);
    } catch (error) {
      const onField = fieldIssuesOf(error).password;
      if (onField) setFieldError(onField);
      else setFormError(serverErrorOf(error) ?? UNEXPECTED_ERROR);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            autoFocus
            fullWidth
            margin="normal"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'Type your password again to confirm it is you.'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
