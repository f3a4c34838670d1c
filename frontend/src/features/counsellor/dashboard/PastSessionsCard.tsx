// Past Sessions (issue 30, item 4): the counsellor's completed and cancelled sessions, latest first, each opening its
// page, where the summary promised to the student is written; a completed session says until when it can be.
import Typography from '@mui/material/Typography';
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';
import { isRecordOpen, recordOpenUntil } from '@margdarshak/contracts/schedule/sessionLife';
import { DashboardSection } from '../../../components/DashboardSection';
import { formatDate } from '../../../lib/format';
import { useNow } from '../../../lib/useNow';
import { SessionCard } from './SessionCard';
import { SessionList } from './SessionList';

function RecordNote({ booking, now }: { booking: CounsellorBooking; now: Date }) {
  if (booking.status === 'cancelled') return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
      {isRecordOpen(booking.sessionDate, now)
        ? `Notes, summary and documents can be written until ${formatDate(recordOpenUntil(booking.sessionDate))}`
        : 'Notes, summary and documents are closed for writing'}
    </Typography>
  );
}

export function PastSessionsCard({ userId }: { userId: string }) {
  const now = useNow();
  return (
    <DashboardSection title="Past Sessions">
      <SessionList userId={userId} view="past" empty="No past sessions yet">
        {(booking) => <SessionCard booking={booking} now={now} note={<RecordNote booking={booking} now={now} />} />}
      </SessionList>
    </DashboardSection>
  );
}
