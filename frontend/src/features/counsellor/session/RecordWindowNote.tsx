// Once a session has ended, its page says until when the notes, the summary and documents can be written (7 days after
// the session's end, as the server enforces), or that the time has passed and what is still possible.
import Alert from '@mui/material/Alert';
import type { CounsellorSession } from '@margdarshak/contracts/api/counsellorWorkspace';
import { hasEnded } from '@margdarshak/contracts/schedule/sessionLife';
import { formatDate, formatTime } from '../../../lib/format';

/** The record can no longer change at `now` (the server answers 409 after `recordOpenUntil`). */
export const isRecordClosed = (session: CounsellorSession, now: Date) => now.getTime() > Date.parse(session.recordOpenUntil);

export function RecordWindowNote({ session, now }: { session: CounsellorSession; now: Date }) {
  if (session.booking.status === 'cancelled' || !hasEnded(session.booking.sessionDate, now)) return null;
  const until = `${formatDate(session.recordOpenUntil)}, ${formatTime(session.recordOpenUntil)} (India time)`;
  if (isRecordClosed(session, now))
    return <Alert severity="info">This session ended more than 7 days ago, so its notes, summary and documents are now kept as they are. You can still withdraw a shared document.</Alert>;
  return <Alert severity="info">You can write your notes, the summary and documents for this session until {until}.</Alert>;
}
