// "The other party did not come" on a session page, for its student and its counsellor: offered from the start until 48
// hours after it (the server says when, by its own clock), with a note and a confirmation; then what was reported and,
// once an admin has looked into it, what they found.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { otherParty, type NoShowParty, type NoShowStatus } from '@margdarshak/contracts/bookings/noShow';
import { fieldIssuesOf, serverErrorOf } from '../../lib/apiClient';
import type { Translate } from '../../lib/i18n/catalogue';
import { useT } from '../../lib/i18n/useLanguage';
import { DashboardSection } from '../DashboardSection';
import { OwnWords } from '../shared/OwnWords';
import { noShowMessages } from './messages';
import { useNoShowStatus, useReportNoShow } from './noShowApi';

interface Props {
  session: { id: string; status: string };
  /** Who is looking, and the other person's name as the page shows it. */
  viewer: NoShowParty;
  otherName: string;
}

const NOTE_MAX = 1000;

type NoShowMessageId = Parameters<ReturnType<typeof noShowMessages.translator>>[0];

function findingText(status: NoShowStatus, viewer: NoShowParty, otherName: string, t: Translate<NoShowMessageId>): string | null {
  const found = status.resolution;
  if (!found) return null;
  if (found.absent === viewer) return `${t('finding.you')} ${t(found.absent === 'counsellor' ? 'finding.studentRefunded' : 'finding.notRefunded')}`;
  const other = t('finding.other', { name: otherName });
  return found.refundDue && viewer === 'student' ? `${other} ${t('finding.refunding')}` : other;
}

function ReportDialog({ open, onClose, bookingId, absent, otherName }: { open: boolean; onClose(): void; bookingId: string; absent: NoShowParty; otherName: string }) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const report = useReportNoShow(bookingId);
  const t = useT(noShowMessages);
  const fieldError = fieldIssuesOf(report.error).note;
  const close = () => {
    report.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <OwnWords text={t('dialog.title', { name: otherName })} words={[otherName]} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialog.text')}</DialogContentText>
        <TextField
          label={t('dialog.field')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `${note.length}/${NOTE_MAX}`}
        />
        {report.isError && !fieldError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverErrorOf(report.error) ?? t('dialog.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.back')}</Button>
        <Button variant="contained" color="error" loading={report.isPending} disabled={note.trim() === ''} onClick={() => report.mutate({ absent, note }, { onSuccess: close })}>
          {t('dialog.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function NoShowCard({ session, viewer, otherName }: Props) {
  const [open, setOpen] = useState(false);
  const t = useT(noShowMessages);
  // The server says whether the window is open, by its own clock; a session never paid for has nothing to report.
  const status = useNoShowStatus(session.id, session.status !== 'pending');
  const data = status.data;
  if (!data) return null;
  const ownReport = data.reports.find((r) => r.by === viewer);
  const finding = findingText(data, viewer, otherName, t);
  if (!data.mayReport && !ownReport && !finding) return null;
  return (
    <DashboardSection title={t('title')}>
      {finding ? (
        <Alert severity="info">
          <OwnWords text={finding} words={[otherName]} />
        </Alert>
      ) : ownReport ? (
        <Alert severity="success">
          <OwnWords text={t('reported', { name: otherName })} words={[otherName]} />
        </Alert>
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            <OwnWords text={t('intro', { name: otherName })} words={[otherName]} />
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
            {t('open')}
          </Button>
          <ReportDialog open={open} onClose={() => setOpen(false)} bookingId={session.id} absent={otherParty(viewer)} otherName={otherName} />
        </>
      )}
    </DashboardSection>
  );
}
