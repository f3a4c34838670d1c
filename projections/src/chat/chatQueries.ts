// Reads over the chat read model: a page of a conversation, where a participant has read to, unread counts for the
// session lists, and the reported conversations the back office may open.
import type { Knex } from 'knex';
import type { ChatMessage, ReportedConversation } from '@margdarshak/contracts/api/chat';
import { formatPosition } from '@margdarshak/contracts/log';
import { chatConversationsTable, chatMessagesTable, chatParticipantsTable, chatReportsTable } from './chatProjection';

interface MessageRecord {
  id: string;
  booking_id: string;
  commit: string;
  prepare: string;
  from_user_id: string;
  from_role: 'student' | 'counsellor';
  text: string | null;
  sent_at: string;
}

const toMessage = (r: MessageRecord): ChatMessage => ({
  id: r.id,
  bookingId: r.booking_id,
  fromUserId: r.from_user_id,
  fromRole: r.from_role,
  text: r.text,
  sentAt: r.sent_at,
  position: formatPosition({ commit: BigInt(r.commit), prepare: BigInt(r.prepare) }),
});

/** Up to `limit` messages before `before` (the newest when absent), oldest first, and whether older ones remain. */
export async function chatPage(db: Knex, bookingId: string, limit: number, before?: string): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const query = db<MessageRecord>(chatMessagesTable).where({ booking_id: bookingId });
  if (before) query.whereRaw('(commit, prepare) < (select b.commit, b.prepare from ?? b where b.id = ? and b.booking_id = ?)', [chatMessagesTable, before, bookingId]);
  const rows: MessageRecord[] = await query
    .orderBy([
      { column: 'commit', order: 'desc' },
      { column: 'prepare', order: 'desc' },
    ])
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore: rows.length > limit };
}

/**
 * Up to `limit` of the counsellor's messages before `before` (one of them; the newest when absent), newest first, and
 * whether older ones remain. The student's messages are never read, nor can `before` name one.
 */
export async function counsellorMessagesPage(db: Knex, bookingId: string, limit: number, before?: string): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const own = { booking_id: bookingId, from_role: 'counsellor' };
  const query = db<MessageRecord>(chatMessagesTable).where(own);
  if (before)
    query.whereRaw('(commit, prepare) < (select b.commit, b.prepare from ?? b where b.id = ? and b.booking_id = ? and b.from_role = ?)', [chatMessagesTable, before, bookingId, 'counsellor']);
  const rows: MessageRecord[] = await query
    .orderBy([
      { column: 'commit', order: 'desc' },
      { column: 'prepare', order: 'desc' },
    ])
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).map(toMessage), hasMore: rows.length > limit };
}

/** The messages of `messageIds` this user has reported. */
export async function reportedBy(db: Knex, userId: string, messageIds: readonly string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows: { message_id: string }[] = await db(chatReportsTable).where({ by_user_id: userId }).whereIn('message_id', messageIds).select('message_id');
  return new Set(rows.map((r) => r.message_id));
}

export async function readUpTo(db: Knex, bookingId: string, userId: string): Promise<string | null> {
  const row: { read_up_to: string | null } | undefined = await db(chatParticipantsTable).where({ booking_id: bookingId, user_id: userId }).first('read_up_to');
  return row?.read_up_to ?? null;
}

/** Unread messages per booking for this participant (bookings with none are left out). */
export async function unreadCounts(db: Knex, userId: string, bookingIds: readonly string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows: { booking_id: string; unread: number }[] = await db(chatParticipantsTable)
    .where({ user_id: userId })
    .whereIn('booking_id', bookingIds)
    .andWhere('unread', '>', 0)
    .select('booking_id', 'unread');
  return new Map(rows.map((r) => [r.booking_id, r.unread]));
}

interface ConversationRecord {
  booking_id: string;
  student_id: string;
  counsellor_id: string;
  message_count: number;
  report_count: number;
  last_reported_at: string;
}

type ConversationCounts = Omit<ReportedConversation, 'studentName' | 'counsellorName'>;

const toConversation = (r: ConversationRecord): ConversationCounts => ({
  id: r.booking_id,
  bookingId: r.booking_id,
  studentId: r.student_id,
  counsellorId: r.counsellor_id,
  messageCount: r.message_count,
  reportCount: r.report_count,
  lastReportedAt: r.last_reported_at,
});

/** Conversations with a report, by when they were last reported (DESC: the latest first). */
export async function reportedConversations(db: Knex, page: { offset: number; limit: number; order: 'ASC' | 'DESC' }): Promise<{ rows: ConversationCounts[]; total: number }> {
  const base = () => db<ConversationRecord>(chatConversationsTable).where('report_count', '>', 0);
  const [rows, count] = await Promise.all([
    base()
      .orderBy('last_reported_at', page.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('booking_id')
      .offset(page.offset)
      .limit(page.limit),
    base().count<{ count: string }[]>({ count: '*' }),
  ]);
  return { rows: (rows as ConversationRecord[]).map(toConversation), total: Number(count[0]?.count ?? 0) };
}

export async function reportedConversation(db: Knex, bookingId: string): Promise<ConversationCounts | undefined> {
  const row: ConversationRecord | undefined = await db(chatConversationsTable).where({ booking_id: bookingId }).andWhere('report_count', '>', 0).first();
  return row && toConversation(row);
}

/** Every message of a conversation, oldest first, with the reports on each. */
export async function conversationMessages(db: Knex, bookingId: string): Promise<(ChatMessage & { reports: { byUserId: string; reason: string | null; at: string }[] })[]> {
  const [rows, reports] = await Promise.all([
    db<MessageRecord>(chatMessagesTable)
      .where({ booking_id: bookingId })
      .orderBy([{ column: 'commit' }, { column: 'prepare' }]),
    db(chatReportsTable)
      .where({ booking_id: bookingId })
      .orderBy('at')
      .select<{ message_id: string; by_user_id: string; reason: string | null; at: string }[]>('message_id', 'by_user_id', 'reason', 'at'),
  ]);
  return (rows as MessageRecord[]).map((r) => ({
    ...toMessage(r),
    reports: reports.filter((x) => x.message_id === r.id).map((x) => ({ byUserId: x.by_user_id, reason: x.reason, at: x.at })),
  }));
}
