// A confirmation that asks the admin for a reason, required or optional: rejecting a counsellor or their change (the
// counsellor is mailed it), cancelling a booking (kept on its history).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  /** The button that closes without doing anything. */
  dismiss?: string;
  required: boolean;
  /** Where the reason goes, under the field. */
  helperText: string;
  /** The contract's limit for this reason. */
  maxLength?: number;
  loading: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}

export function ReasonDialog({ open, title, text, confirm, dismiss = 'Cancel', required, helperText, maxLength = 1000, loading, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const submit = () => {
    if (required && !reason.trim()) return setError('Please give a reason');
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // A click inside must not reach a list row under the dialog (its rowClick would navigate away).
      onClick={(event) => event.stopPropagation()}
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{text}</DialogContentText>
        <TextField
          label={required ? 'Reason' : 'Reason (optional)'}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? helperText}
          required={required}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          margin="normal"
          slotProps={{ htmlInput: { maxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{dismiss}</Button>
        <Button onClick={submit} color="error" variant="contained" disabled={loading}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
