// A booking's missed session in View Details: what the student or the counsellor reported (with their notes), the
// finding once made, and, from the session's start until a finding, "Resolve missed session": who did not come, with
// what that means for the money, and the reason the family and the counsellor are mailed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { NoShowParty, NoShowStatus } from '@margdarshak/contracts/bookings/noShow';
import { useNow } from '../../../lib/useNow';
import { formatAdminRupees, formatDateTime } from '../../adminFormat';
import type { BookingRecord } from './bookingRecord';
import { useNoShowStatus, useResolveNoShow } from './useNoShow';

const REASON_MAX = 500;
const who = (party: NoShowParty, booking: BookingRecord) => (party === 'student' ? `the student, ${booking.studentName}` : `the counsellor, ${booking.counsellorName}`);

function Reports({ status, booking }: { status: NoShowStatus; booking: BookingRecord }) {
  return (
    <Stack spacing={1}>
      {status.reports.map((report) => (
        <Alert key={report.by} severity="warning" icon={false}>
          <Typography variant="subtitle2" component="div">
            {formatDateTime(report.at)}: {who(report.by, booking)} reported that {report.absent === 'student' ? 'the student' : 'the counsellor'} did not come
          </Typography>
          {report.note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              “{report.note}”
            </Typography>
          )}
        </Alert>
      ))}
      {status.resolution && (
        <Alert severity="info" icon={false}>
          <Typography variant="subtitle2" component="div">
            Resolved: {status.resolution.absent === 'student' ? 'the student' : 'the counsellor'} did not come; {status.resolution.refundDue ? 'refunded in full' : 'no refund'}
          </Typography>
          <Typography variant="body2">Reason: {status.resolution.reason}</Typography>
        </Alert>
      )}
    </Stack>
  );
}

function ResolveDialog({ booking, open, onClose }: { booking: BookingRecord; open: boolean; onClose(): void }) {
  const titleId = useId();
  const [absent, setAbsent] = useState<NoShowParty>('counsellor');
  const [reason, setReason] = useState('');
  const resolve = useResolveNoShow(booking.id);
  const money = booking.amount > 0 ? `${formatAdminRupees(booking.amount)} is refunded in full and a coupon used comes back` : 'nothing was paid, so nothing is refunded';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Resolve missed session</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Who did not come? The student, the counsellor and a minor’s parent are mailed your finding and reason. It cannot be changed later.</DialogContentText>
        <RadioGroup value={absent} onChange={(event) => setAbsent(event.target.value === 'student' ? 'student' : 'counsellor')} aria-label="Who did not come">
          <FormControlLabel value="counsellor" control={<Radio />} label={`The counsellor did not come: the session is cancelled and ${money}`} />
          <FormControlLabel value="student" control={<Radio />} label="The student did not come: nothing is refunded" />
        </RadioGroup>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          helperText="Sent to the family and the counsellor, and kept on the booking's history."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Go back</Button>
        <Button variant="contained" loading={resolve.isPending} disabled={reason.trim() === ''} onClick={() => resolve.mutate({ absent, reason }, { onSuccess: onClose })}>
          Resolve
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function NoShowPanel({ booking }: { booking: BookingRecord }) {
  const [open, setOpen] = useState(false);
  const now = useNow();
  const started = Date.parse(booking.sessionDate) <= now.getTime();
  const held = booking.status === 'confirmed' || booking.status === 'completed' || booking.cancellation?.reason === 'counsellor_no_show';
  const status = useNoShowStatus(booking.id, held && started);
  const data = status.data;
  if (!data) return null;
  const resolvable = data.resolution === null && (booking.status === 'confirmed' || booking.status === 'completed');
  if (data.reports.length === 0 && !data.resolution && !resolvable) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Missed session
      </Typography>
      {data.reports.length === 0 && !data.resolution && <Typography variant="body2">Nobody has reported this session as missed.</Typography>}
      <Reports status={data} booking={booking} />
      {resolvable && (
        <div>
          <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
            Resolve missed session
          </Button>
          <ResolveDialog booking={booking} open={open} onClose={() => setOpen(false)} />
        </div>
      )}
    </Stack>
  );
}
