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
import { useApiMessages } from '../../lib/i18n/apiMessages';
import { useT } from '../../lib/i18n/useLanguage';
import { chatMessages } from './messages';

export function ReportMessageDialog({ open, pending, onClose, onReport }: { open: boolean; pending: boolean; onClose(): void; onReport(reason: string): void }) {
  const [reason, setReason] = useState('');
  const t = useT(chatMessages);
  const say = useApiMessages();
  const issue = reason === '' ? undefined : reportChatMessageRequest.safeParse({ reason }).error?.issues[0]?.message;
  const problem = issue === undefined ? undefined : say(issue);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-message-title">
      <DialogTitle id="report-message-title">{t('report.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('report.text')}</DialogContentText>
        <TextField label={t('report.reason')} multiline minRows={2} fullWidth value={reason} onChange={(event) => setReason(event.target.value)} error={Boolean(problem)} helperText={problem ?? ' '} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('report.cancel')}</Button>
        <Button color="error" variant="contained" disabled={pending || Boolean(problem)} onClick={() => onReport(reason)}>
          {pending ? t('report.reporting') : t('report.report')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
