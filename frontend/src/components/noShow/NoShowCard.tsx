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
import { DashboardSection } from '../DashboardSection';
import { useNoShowStatus, useReportNoShow } from './noShowApi';

interface Props {
  session: { id: string; status: string };
  /** Who is looking, and the other person's name as the page shows it. */
  viewer: NoShowParty;
  otherName: string;
}

const NOTE_MAX = 1000;

function findingText(status: NoShowStatus, viewer: NoShowParty, otherName: string): string | null {
  const found = status.resolution;
  if (!found) return null;
  if (found.absent === viewer)
    return `We looked into this session and found that you did not come. ${found.absent === 'counsellor' ? 'The student’s payment was refunded in full.' : 'The session is not refunded.'}`;
  return `We looked into this session and found that ${otherName} did not come.${found.refundDue && viewer === 'student' ? ' What was paid is being refunded in full.' : ''}`;
}

function ReportDialog({ open, onClose, bookingId, absent, otherName }: { open: boolean; onClose(): void; bookingId: string; absent: NoShowParty; otherName: string }) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const report = useReportNoShow(bookingId);
  const fieldError = fieldIssuesOf(report.error).note;
  const close = () => {
    report.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Did {otherName} not come?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Tell us what happened. Our team will look into it and write to you both; you can send this once.</DialogContentText>
        <TextField
          label="What happened"
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
            {serverErrorOf(report.error) ?? 'We could not send your report. Please try again.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Go back</Button>
        <Button variant="contained" color="error" loading={report.isPending} disabled={note.trim() === ''} onClick={() => report.mutate({ absent, note }, { onSuccess: close })}>
          Send report
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function NoShowCard({ session, viewer, otherName }: Props) {
  const [open, setOpen] = useState(false);
  // The server says whether the window is open, by its own clock; a session never paid for has nothing to report.
  const status = useNoShowStatus(session.id, session.status !== 'pending');
  const data = status.data;
  if (!data) return null;
  const ownReport = data.reports.find((r) => r.by === viewer);
  const finding = findingText(data, viewer, otherName);
  if (!data.mayReport && !ownReport && !finding) return null;
  return (
    <DashboardSection title="Missed session">
      {finding ? (
        <Alert severity="info">{finding}</Alert>
      ) : ownReport ? (
        <Alert severity="success">You told us that {otherName} did not come. Our team will look into it and write to you.</Alert>
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            If {otherName} did not join this session, tell us within 48 hours of its start.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
            The other party did not come
          </Button>
          <ReportDialog open={open} onClose={() => setOpen(false)} bookingId={session.id} absent={otherParty(viewer)} otherName={otherName} />
        </>
      )}
    </DashboardSection>
  );
}
