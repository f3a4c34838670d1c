// A booking's chat as its pages read it: the messages (opened with their writer's key), the reports on them, and per
// booking and participant how far they have read and how many messages from the other side they have not. An erased
// person's messages and report reasons become null, live or replayed (their key is gone either way).
import type { Knex } from 'knex';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { chatEvents } from '@margdarshak/contracts/events/chat';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { Projection, ProjectionContext } from '../projection';

export const chatMessagesTable = 'chat_messages';
export const chatReportsTable = 'chat_reports';
export const chatParticipantsTable = 'chat_participants';
export const chatConversationsTable = 'chat_conversations';

async function migrate(db: Knex) {
  if (!(await db.schema.hasTable(chatMessagesTable))) {
    await db.schema.createTable(chatMessagesTable, (t) => {
      t.uuid('id').primary();
      t.uuid('booking_id').notNullable();
      t.bigInteger('commit').notNullable();
      t.bigInteger('prepare').notNullable();
      t.uuid('from_user_id').notNullable().index();
      t.text('from_role').notNullable();
      t.text('text');
      t.text('sent_at').notNullable();
      t.index(['booking_id', 'commit', 'prepare']);
    });
  }
  if (!(await db.schema.hasTable(chatReportsTable))) {
    await db.schema.createTable(chatReportsTable, (t) => {
      t.uuid('message_id').notNullable();
      t.uuid('by_user_id').notNullable().index();
      t.uuid('booking_id').notNullable().index();
      t.text('reason');
      t.text('at').notNullable();
      t.primary(['message_id', 'by_user_id']);
    });
  }
  if (!(await db.schema.hasTable(chatParticipantsTable))) {
    await db.schema.createTable(chatParticipantsTable, (t) => {
      t.uuid('booking_id').notNullable();
      t.uuid('user_id').notNullable().index();
      t.integer('unread').notNullable();
      t.uuid('read_up_to');
      t.primary(['booking_id', 'user_id']);
    });
  }
  if (!(await db.schema.hasTable(chatConversationsTable))) {
    await db.schema.createTable(chatConversationsTable, (t) => {
      t.uuid('booking_id').primary();
      t.uuid('student_id').notNullable();
      t.uuid('counsellor_id').notNullable();
      t.integer('message_count').notNullable();
      t.integer('report_count').notNullable();
      t.text('last_reported_at');
      t.index(['report_count', 'last_reported_at']);
    });
  }
}

const conversationSql = `insert into ${chatConversationsTable} (booking_id, student_id, counsellor_id, message_count, report_count)
  values (?, ?, ?, 0, 0) on conflict (booking_id) do nothing`;
const participantSql = `insert into ${chatParticipantsTable} (booking_id, user_id, unread) values (?, ?, 0) on conflict do nothing`;

/** Messages from the others in the booking after `upTo` (all of them when it is null). */
const unreadSql = `select count(*)::int as unread from ${chatMessagesTable} m
  where m.booking_id = ? and m.from_user_id <> ?
    and (?::uuid is null or (m.commit, m.prepare) > (select r.commit, r.prepare from ${chatMessagesTable} r where r.id = ?::uuid))`;

async function ensureConversation(trx: Knex.Transaction, d: { bookingId: string; studentId: string; counsellorId: string }) {
  await trx.raw(conversationSql, [d.bookingId, d.studentId, d.counsellorId]);
  for (const userId of [d.studentId, d.counsellorId]) await trx.raw(participantSql, [d.bookingId, userId]);
}

async function applyOne(trx: Knex.Transaction, event: RecordedEvent, context: ProjectionContext) {
  switch (event.type) {
    case 'ChatMessageSent': {
      const d = chatEvents.ChatMessageSent.schema.parse(event.data);
      await ensureConversation(trx, d);
      const text = (await context.openPersonalData(d.fromUserId, d.text)) ?? null;
      const { commit, prepare } = event.position;
      const inserted = await trx(chatMessagesTable)
        .insert({ id: d.messageId, booking_id: d.bookingId, commit: String(commit), prepare: String(prepare), from_user_id: d.fromUserId, from_role: d.fromRole, text, sent_at: d.at })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) return;
      await trx(chatConversationsTable).where({ booking_id: d.bookingId }).increment('message_count', 1);
      // Writing answers what came before: the writer has read up to their own message.
      await trx(chatParticipantsTable).where({ booking_id: d.bookingId, user_id: d.fromUserId }).update({ unread: 0, read_up_to: d.messageId });
      await trx(chatParticipantsTable).where({ booking_id: d.bookingId }).whereNot({ user_id: d.fromUserId }).increment('unread', 1);
      return;
    }
    case 'ChatMessageRead': {
      // The message read, and so the conversation and its participants, came with a ChatMessageSent before this.
      const d = chatEvents.ChatMessageRead.schema.parse(event.data);
      const current = await trx(chatParticipantsTable).where({ booking_id: d.bookingId, user_id: d.userId }).first<{ read_up_to: string | null } | undefined>('read_up_to');
      // Reading an older message than already read changes nothing.
      if (current?.read_up_to && (await isAfter(trx, current.read_up_to, d.upTo))) return;
      const { rows } = await trx.raw<{ rows: { unread: number }[] }>(unreadSql, [d.bookingId, d.userId, d.upTo, d.upTo]);
      await trx(chatParticipantsTable)
        .where({ booking_id: d.bookingId, user_id: d.userId })
        .update({ unread: rows[0]?.unread ?? 0, read_up_to: d.upTo });
      return;
    }
    case 'ChatMessageReported': {
      const d = chatEvents.ChatMessageReported.schema.parse(event.data);
      const reason = d.reason === undefined ? null : ((await context.openPersonalData(d.byUserId, d.reason)) ?? null);
      const inserted = await trx(chatReportsTable)
        .insert({ message_id: d.messageId, by_user_id: d.byUserId, booking_id: d.bookingId, reason, at: event.metadata.at })
        .onConflict(['message_id', 'by_user_id'])
        .ignore()
        .returning('message_id');
      if (inserted.length > 0) {
        await trx.raw(`update ${chatConversationsTable} set report_count = report_count + 1, last_reported_at = ? where booking_id = ?`, [event.metadata.at, d.bookingId]);
      }
      return;
    }
    case 'UserErased': {
      const { userId } = accountEvents.UserErased.schema.parse(event.data);
      await trx(chatMessagesTable).where({ from_user_id: userId }).update({ text: null });
      await trx(chatReportsTable).where({ by_user_id: userId }).update({ reason: null });
      return;
    }
    default:
      return;
  }
}

/** Whether message `a` was recorded after message `b` (false when either is unknown). */
async function isAfter(trx: Knex.Transaction, a: string, b: string): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: { after: boolean }[] }>(
    `select (x.commit, x.prepare) > (y.commit, y.prepare) as after from ${chatMessagesTable} x, ${chatMessagesTable} y where x.id = ? and y.id = ?`,
    [a, b],
  );
  return rows[0]?.after === true;
}

export const chatProjection: Projection = {
  name: 'chat',
  version: 1,
  eventTypes: [...Object.keys(chatEvents), 'UserErased'],
  tables: [chatMessagesTable, chatReportsTable, chatParticipantsTable, chatConversationsTable],
  migrate,
  async apply(trx, events, context) {
    for (const event of events) await applyOne(trx, event, context);
  },
};
