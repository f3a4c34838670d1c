// One session on the counsellor's dashboard, upcoming or past: the student, the package, the date and time (India
// time), the amount and its badge, 'Open session' to its page, and whatever else the list offers (`children`).
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';
import { formatRupees } from '@margdarshak/contracts/money';
import { paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/format';
import { SessionStageChip } from './SessionStageChip';

export function SessionCard({ booking, now, note, children }: { booking: CounsellorBooking; now: Date; note?: ReactNode; children?: ReactNode }) {
  return (
    <Card variant="outlined" component="article" aria-label={`${booking.studentName}, ${booking.packageName}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {booking.studentName}
            </Typography>
            <Typography color="textSecondary">{booking.packageName}</Typography>
            <Typography color="textSecondary">
              {formatDate(booking.sessionDate)}, {formatTime(booking.sessionDate)} (India time) · {formatRupees(booking.amount)}
            </Typography>
            {note}
          </div>
          <div>
            <SessionStageChip booking={booking} now={now} />
          </div>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {children}
          <Button size="small" variant="outlined" component={RouterLink} to={paths.counsellor.session.to(booking.id)} aria-label={`Open session with ${booking.studentName}`}>
            Open session
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
