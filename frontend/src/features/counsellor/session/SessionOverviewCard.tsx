// The session itself on its page: the student, the package, when (India time), the amount and the status; 'Mark
// completed' once the session is confirmed and has ended (canComplete).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CounsellorSession } from '@margdarshak/contracts/api/counsellorWorkspace';
import { formatRupees } from '@margdarshak/contracts/money';
import { DashboardSection } from '../../../components/DashboardSection';
import { serverErrorOf } from '../../../lib/apiClient';
import { formatDate, formatTime } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useCompleteSession } from '../api/completeSession';
import { BookingStatusChip } from '../dashboard/BookingStatusChip';

export function SessionOverviewCard({ session }: { session: CounsellorSession }) {
  const { booking } = session;
  const complete = useCompleteSession(booking.id, booking.counsellorId);
  const toast = useToast();
  const markCompleted = () =>
    complete.mutate(undefined, {
      onSuccess: () => toast.success('Session marked completed'),
      onError: (error) => toast.error('Could not mark the session completed', serverErrorOf(error) ?? 'Please try again.'),
    });
  return (
    <DashboardSection title="Session" action={<BookingStatusChip status={booking.status} />}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{booking.studentName}</Typography>
        <Typography color="textSecondary">{booking.packageName}</Typography>
        <Typography color="textSecondary">
          {formatDate(booking.sessionDate)}, {formatTime(booking.sessionDate)} (India time) · 60 minutes · {formatRupees(booking.amount)}
        </Typography>
      </Stack>
      {session.canComplete && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={markCompleted} disabled={complete.isPending}>
          {complete.isPending ? 'Marking…' : 'Mark completed'}
        </Button>
      )}
    </DashboardSection>
  );
}
