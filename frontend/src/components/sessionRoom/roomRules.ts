// When a session page offers its video room (dashboards §2, §5, §9): the student's Join Session from 24 hours before the
// start to 60 minutes after it, the counsellor's from 24 hours before until the session is over; the room itself (its
// link) from 15 minutes before the start, as the server allows.
import { ROOM_CLOSES_AFTER_MS, ROOM_OPENS_BEFORE_MS } from '@margdarshak/contracts/api/rooms';

const DAY_MS = 24 * 60 * 60_000;

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
  if (untilStart < -ROOM_CLOSES_AFTER_MS || session.status === 'completed') return 'over';
  if (session.status !== 'confirmed' || untilStart > DAY_MS) return 'later';
  return untilStart > ROOM_OPENS_BEFORE_MS ? 'soon' : 'open';
}

/** When the room opens, for 'soon'. */
export const opensAt = (sessionDate: string) => new Date(Date.parse(sessionDate) - ROOM_OPENS_BEFORE_MS);
