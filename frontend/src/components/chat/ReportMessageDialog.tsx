// Asks why a message is reported (optional) before an administrator is shown the conversation.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CHAT_REPORT_REASON_MAX } from '@margdarshak/contracts/api/chat';

export function ReportMessageDialog({ open, pending, onClose, onReport }: { open: boolean; pending: boolean; onClose(): void; onReport(reason: string): void }) {
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > CHAT_REPORT_REASON_MAX;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-message-title">
      <DialogTitle id="report-message-title">Report this message?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>An administrator will read this conversation. Tell us what is wrong if you like.</DialogContentText>
        <TextField
          label="Reason (optional)"
          multiline
          minRows={2}
          fullWidth
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tooLong}
          helperText={tooLong ? `At most ${CHAT_REPORT_REASON_MAX} characters` : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={pending || tooLong} onClick={() => onReport(reason)}>
          {pending ? 'Reporting…' : 'Report'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
