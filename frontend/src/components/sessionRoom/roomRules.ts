// When a session page offers its video room (dashboards §2, §5, §9): the student's Join Session from 24 hours before the
// start to its end, the counsellor's too; the room itself (its link) while the session is Active Now, from 15 minutes
// before the start, as the server allows (one rule for both: contracts/schedule/sessionLife.ts).
import { ACTIVE_BEFORE_MS, activeWindow, hasEnded, JOIN_SHOWN_BEFORE_MS } from '@margdarshak/contracts/schedule/sessionLife';

export type RoomStage =
  /** No button: not a confirmed session, or the join window has not begun (the student is told when it will). */
  | 'later'
  /** The button shows, the room is not open yet: say when it opens. */
  | 'soon'
  /** The room is open: the button opens it. */
  | 'open'
  /** The session is over. */
  | 'over';

export function roomStage(session: { status: string; sessionDate: string }, now: Date): RoomStage {
  const untilStart = Date.parse(session.sessionDate) - now.getTime();
  if (hasEnded(session.sessionDate, now) || session.status === 'completed') return 'over';
  if (session.status !== 'confirmed' || untilStart > JOIN_SHOWN_BEFORE_MS) return 'later';
  return untilStart > ACTIVE_BEFORE_MS ? 'soon' : 'open';
}

/** When the room opens, for 'soon'. */
export const opensAt = (sessionDate: string) => new Date(activeWindow(sessionDate).opensAt);
