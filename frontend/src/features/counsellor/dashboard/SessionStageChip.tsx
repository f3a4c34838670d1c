// A session's badge on the counsellor's cards: 'Active Now' from 15 minutes before the start to its end, 'Completed'
// once a confirmed session has ended, otherwise its status in the spec's colours (dashboards §2; issue 30).
import Chip from '@mui/material/Chip';
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';
import { sessionStage } from '@margdarshak/contracts/schedule/sessionLife';
import { BookingStatusChip } from './BookingStatusChip';

export function SessionStageChip({ booking, now }: { booking: Pick<CounsellorBooking, 'status' | 'sessionDate'>; now: Date }) {
  const stage = sessionStage(booking, now);
  if (stage === 'active') return <Chip size="small" color="success" label="Active Now" />;
  return <BookingStatusChip status={stage === 'completed' ? 'completed' : booking.status} />;
}
