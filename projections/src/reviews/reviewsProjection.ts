// One row per review (id: the booking's): its rating, its comment opened with the student's key, and whether an admin
// hid it and why. An erased student's words go (their key is gone, live or replayed) and their rating stays, as it
// stays in the counsellor's aggregate; an erased counsellor's reviews go with their profile.
import type { Knex } from 'knex';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { reviewEvents } from '@margdarshak/contracts/events/reviews';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { Projection, ProjectionContext } from '../projection';

export const reviewsTable = 'reviews';

async function migrate(db: Knex) {
  if (await db.schema.hasTable(reviewsTable)) return;
  await db.schema.createTable(reviewsTable, (t) => {
    t.uuid('id').primary();
    t.uuid('counsellor_id').notNullable();
    t.uuid('student_id').notNullable().index();
    t.integer('rating').notNullable();
    t.text('comment');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.boolean('hidden').notNullable();
    t.text('hidden_reason');
    t.timestamp('hidden_at', { useTz: true });
    t.index(['counsellor_id', 'hidden', 'created_at']);
    t.index(['created_at', 'id']);
  });
}

async function applyOne(trx: Knex.Transaction, event: RecordedEvent, context: ProjectionContext) {
  switch (event.type) {
    case 'ReviewSubmitted': {
      const data = reviewEvents.ReviewSubmitted.schema.parse(event.data);
      const comment = data.comment === null ? null : ((await context.openPersonalData(data.studentId, data.comment)) ?? null);
      const row = { id: data.bookingId, counsellor_id: data.counsellorId, student_id: data.studentId, rating: data.rating, comment, created_at: event.metadata.at, hidden: false };
      await trx(reviewsTable).insert(row).onConflict('id').ignore();
      return;
    }
    case 'ReviewEdited': {
      const data = reviewEvents.ReviewEdited.schema.parse(event.data);
      const comment = data.comment === null ? null : ((await context.openPersonalData(data.studentId, data.comment)) ?? null);
      await trx(reviewsTable).where({ id: data.bookingId }).update({ rating: data.rating, comment });
      return;
    }
    case 'ReviewHidden': {
      const data = reviewEvents.ReviewHidden.schema.parse(event.data);
      const reason = (await context.openPersonalData(data.studentId, data.reason)) ?? null;
      await trx(reviewsTable).where({ id: data.bookingId }).update({ hidden: true, hidden_reason: reason, hidden_at: event.metadata.at });
      return;
    }
    case 'UserErased': {
      const { userId } = accountEvents.UserErased.schema.parse(event.data);
      await trx(reviewsTable).where({ student_id: userId }).update({ comment: null, hidden_reason: null });
      await trx(reviewsTable).where({ counsellor_id: userId }).delete();
      return;
    }
    default:
      return;
  }
}

export const reviewsProjection: Projection = {
  name: 'reviews',
  version: 1,
  eventTypes: [...Object.keys(reviewEvents), 'UserErased'],
  tables: [reviewsTable],
  migrate,
  async apply(trx, events, context) {
    for (const event of events) await applyOne(trx, event, context);
  },
};
