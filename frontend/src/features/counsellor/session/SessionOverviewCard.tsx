// The session itself on its page: the student, the package, when (India time), the amount and its badge (Active Now
// while it happens). It completes itself at its end (docs/decisions/0107): there is nothing to mark.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CounsellorSession } from '@margdarshak/contracts/api/counsellorWorkspace';
import { formatRupees } from '@margdarshak/contracts/money';
import { DashboardSection } from '../../../components/DashboardSection';
import { formatDate, formatTime } from '../../../lib/format';
import { useNow } from '../../../lib/useNow';
import { SessionStageChip } from '../dashboard/SessionStageChip';

export function SessionOverviewCard({ session }: { session: CounsellorSession }) {
  const { booking } = session;
  const now = useNow();
  return (
    <DashboardSection title="Session" action={<SessionStageChip booking={booking} now={now} />}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{booking.studentName}</Typography>
        <Typography color="textSecondary">{booking.packageName}</Typography>
        <Typography color="textSecondary">
          {formatDate(booking.sessionDate)}, {formatTime(booking.sessionDate)} (India time) · 60 minutes · {formatRupees(booking.amount)}
        </Typography>
      </Stack>
    </DashboardSection>
  );
}
