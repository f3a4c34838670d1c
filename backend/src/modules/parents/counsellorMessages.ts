// A parent reads what the counsellor wrote in their child's booking chats, and only that: the child's own messages stay
// between the child and the counsellor. Reading records nothing (the child's unread counts and read marks are theirs).
import { CHAT_PAGE_SIZE } from '@margdarshak/contracts/api/chat';
import type { CounsellorMessagesPage } from '@margdarshak/contracts/api/family';
import { counsellorMessagesPage } from '@margdarshak/projections/chat/chatQueries';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError } from '../../platform/http/errors';
import { bookingParties } from '../bookings';

/** The counsellor's messages of `bookingId`, newest first; 403 unless the booking is `childId`'s (an unknown one is not). */
export async function counsellorMessagesForParent(deps: AppDeps, childId: string, bookingId: string, before: string | undefined): Promise<CounsellorMessagesPage> {
  // The booking's own stream says whose it is, as the chat decides who may read it.
  const booking = await bookingParties(deps, bookingId);
  if (booking.studentId !== childId) throw new ForbiddenError('You can only read the messages of your child’s sessions');
  const { messages, hasMore } = await counsellorMessagesPage(deps.db, bookingId, CHAT_PAGE_SIZE, before);
  return { messages: messages.map(({ id, text, sentAt }) => ({ id, text, sentAt })), hasMore };
}
