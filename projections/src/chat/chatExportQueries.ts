// The chat part of a person's data export: every message of the conversations they take part in (as a booking's student
// or counsellor), both sides, oldest first, each with whether the other side has read it and the person's own report.
// Writers are named by role only: a counsellor's file names the student by the booking id alone.
import type { Knex } from 'knex';
import type { ExportedMessage } from '@margdarshak/contracts/api/myData';
import { chatConversationsTable, chatMessagesTable, chatParticipantsTable, chatReportsTable } from './chatProjection';

interface ExportRecord {
  id: string;
  booking_id: string;
  from_role: 'student' | 'counsellor';
  text: string | null;
  sent_at: string;
  read_by_recipient: boolean;
  report_reason: string | null;
  report_at: string | null;
}

// The recipient is the booking's other participant; they have read a message when the message they read up to is it
// or a later one.
const exportSql = (side: 'student_id' | 'counsellor_id') => `
  select m.id, m.booking_id, m.from_role, m.text, m.sent_at,
    coalesce((r.commit, r.prepare) >= (m.commit, m.prepare), false) as read_by_recipient,
    rep.reason as report_reason, rep.at as report_at
  from ${chatMessagesTable} m
  join ${chatConversationsTable} c on c.booking_id = m.booking_id
  left join ${chatParticipantsTable} p on p.booking_id = m.booking_id and p.user_id <> m.from_user_id
  left join ${chatMessagesTable} r on r.id = p.read_up_to
  left join ${chatReportsTable} rep on rep.message_id = m.id and rep.by_user_id = ?
  where c.${side} = ?
  order by m.commit, m.prepare`;

/** The messages of the conversations `personId` takes part in as `role`. */
export async function chatMessagesForExport(db: Knex, personId: string, role: 'student' | 'counsellor'): Promise<ExportedMessage[]> {
  const { rows } = await db.raw<{ rows: ExportRecord[] }>(exportSql(role === 'student' ? 'student_id' : 'counsellor_id'), [personId, personId]);
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.booking_id,
    fromRole: r.from_role,
    text: r.text,
    sentAt: r.sent_at,
    readByRecipient: r.read_by_recipient,
    yourReport: r.report_at === null ? null : { reason: r.report_reason, at: r.report_at },
  }));
}
