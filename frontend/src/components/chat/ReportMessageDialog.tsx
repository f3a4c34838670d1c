// Asks why a message is reported (optional) before an administrator is shown the conversation.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { reportChatMessageRequest } from '@margdarshak/contracts/api/chat';

export function ReportMessageDialog({ open, pending, onClose, onReport }: { open: boolean; pending: boolean; onClose(): void; onReport(reason: string): void }) {
  const [reason, setReason] = useState('');
  const problem = reason === '' ? undefined : reportChatMessageRequest.safeParse({ reason }).error?.issues[0]?.message;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-message-title">
      <DialogTitle id="report-message-title">Report this message?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>An administrator will read this conversation. Tell us what is wrong if you like.</DialogContentText>
        <TextField label="Reason (optional)" multiline minRows={2} fullWidth value={reason} onChange={(event) => setReason(event.target.value)} error={Boolean(problem)} helperText={problem ?? ' '} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={pending || Boolean(problem)} onClick={() => onReport(reason)}>
          {pending ? 'Reporting…' : 'Report'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
