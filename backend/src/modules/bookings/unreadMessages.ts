// The session lists of both dashboards carry, per booking, the chat messages their reader has not read yet.
import type { Knex } from 'knex';
import { unreadCounts } from '@margdarshak/projections/chat/chatQueries';

export async function withUnreadMessages<Booking extends { id: string }>(db: Knex, readerId: string, bookings: Booking[]): Promise<(Booking & { unreadMessages: number })[]> {
  const unread = await unreadCounts(
    db,
    readerId,
    bookings.map((b) => b.id),
  );
  return bookings.map((b) => ({ ...b, unreadMessages: unread.get(b.id) ?? 0 }));
}
