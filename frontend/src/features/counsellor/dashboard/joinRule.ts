// The counsellor's join button on an upcoming session (dashboards §2, §5, §9): offered on confirmed sessions, enabled
// from 24 hours before the start until the start, and disabled ('Join (24h before)') otherwise.
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';

export const JOIN_WINDOW_MS = 24 * 60 * 60_000;

/** 'none': no button (not confirmed); 'open': 'Join Now'; 'closed': disabled 'Join (24h before)'. */
export type JoinState = 'none' | 'open' | 'closed';

export function joinState(booking: Pick<CounsellorBooking, 'status' | 'sessionDate'>, now: Date): JoinState {
  if (booking.status !== 'confirmed') return 'none';
  const untilStart = Date.parse(booking.sessionDate) - now.getTime();
  return untilStart >= 0 && untilStart <= JOIN_WINDOW_MS ? 'open' : 'closed';
}
