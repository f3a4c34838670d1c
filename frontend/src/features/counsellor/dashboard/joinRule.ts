// The counsellor's join button on an upcoming session (dashboards §2, §5, §9; issue 30): offered on confirmed sessions
// not yet ended, enabled ('Join Now') from 24 hours before the start until the end, so a counsellor a few minutes late
// still joins, and disabled ('Join (24h before)') further ahead. The same rule as the student's (contracts/schedule/sessionLife.ts).
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';
import { hasEnded, joinShown } from '@margdarshak/contracts/schedule/sessionLife';

/** 'none': no button (not confirmed, or over); 'open': 'Join Now'; 'closed': disabled 'Join (24h before)'. */
export type JoinState = 'none' | 'open' | 'closed';

export function joinState(booking: Pick<CounsellorBooking, 'status' | 'sessionDate'>, now: Date): JoinState {
  if (booking.status !== 'confirmed' || hasEnded(booking.sessionDate, now)) return 'none';
  return joinShown(booking, now) ? 'open' : 'closed';
}
