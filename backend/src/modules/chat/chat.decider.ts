// Who may use a booking's chat, and when: its student and counsellor only (admins read reported chats elsewhere), on a
// booking that was paid; a cancelled booking's chat, or one whose student's parent withdrew their consent, stays
// readable but takes no new messages from either side. Reading up to an older message, or reporting a message twice,
// changes nothing. The booking's facts come in on the command, read from its own stream (and the student's consent
// stream) in the log; the texts come sealed.
import type { ChatEvent } from '@margdarshak/contracts/events/chat';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { BookingParties } from '../bookings';
import { reportKey, type ChatState } from './chat';

export type ChatBooking = BookingParties & {
  /** The student's parent has withdrawn their consent (and the student is still under 18). */
  consentWithdrawn: boolean;
};

/** What each side reads on a chat whose student's parent withdrew their consent, and what sending then answers. */
export const CHAT_CONSENT_WITHDRAWN: Record<Participant['role'], string> = {
  student: 'Your parent has withdrawn their consent, so this chat is read-only: you can read your messages, but not send new ones.',
  counsellor: 'This student’s parent has withdrawn their consent, so this chat is read-only: you can read the messages, but not send new ones.',
};

export interface Participant {
  id: string;
  role: 'student' | 'counsellor';
}

export type ChatCommand = { type: 'SendMessage'; messageId: string; text: string } | { type: 'MarkRead'; upTo: string } | { type: 'ReportMessage'; messageId: string; reason?: string };

/** The caller as a participant of this booking's chat, or the reason they are not one. */
export function participantOf(booking: BookingParties, user: { id: string; role: string }): Participant {
  if (booking.phase === 'none') throw new NotFoundError('Booking not found');
  if (user.role === 'student' && user.id === booking.studentId) return { id: user.id, role: 'student' };
  if (user.role === 'counsellor' && user.id === booking.counsellorId) return { id: user.id, role: 'counsellor' };
  throw new ForbiddenError('Only the session’s student and counsellor can use its chat');
}

/** Why sending is refused on this booking's chat, or undefined while it is open. */
export function sendingRefusal(booking: ChatBooking, by: Participant): DomainError | undefined {
  if (booking.phase === 'cancelled') return new ConflictError('CHAT_CLOSED', 'This session was cancelled, so its chat takes no new messages.');
  if (booking.consentWithdrawn) return new ConflictError('CHAT_CONSENT_WITHDRAWN', CHAT_CONSENT_WITHDRAWN[by.role]);
  if (booking.phase !== 'confirmed' && booking.phase !== 'completed') return new ConflictError('CHAT_NOT_OPEN', 'The chat opens once the session is booked and paid');
  return undefined;
}

export function assertMaySend(booking: ChatBooking, by: Participant): void {
  const refusal = sendingRefusal(booking, by);
  if (refusal) throw refusal;
}

/** The line a chat shows instead of its box while it is closed for good: cancelled, or the parent withdrew. */
export function closedMessage(booking: ChatBooking, by: Participant): string | null {
  return booking.phase === 'cancelled' || booking.consentWithdrawn ? (sendingRefusal(booking, by)?.message ?? null) : null;
}

export function decideChat(command: ChatCommand, state: ChatState, booking: ChatBooking, by: Participant, now: Date): ChatEvent[] {
  const parties = { bookingId: booking.bookingId, studentId: booking.studentId, counsellorId: booking.counsellorId };
  switch (command.type) {
    case 'SendMessage':
      assertMaySend(booking, by);
      if (state.messages.has(command.messageId)) return [];
      return [{ type: 'ChatMessageSent', data: { ...parties, messageId: command.messageId, fromUserId: by.id, fromRole: by.role, text: command.text, at: now.toISOString() } }];
    case 'MarkRead': {
      const message = state.messages.get(command.upTo);
      if (!message) throw new NotFoundError('Message not found');
      if (message.index <= (state.readUpTo.get(by.id) ?? -1)) return [];
      return [{ type: 'ChatMessageRead', data: { ...parties, userId: by.id, upTo: command.upTo } }];
    }
    case 'ReportMessage': {
      const message = state.messages.get(command.messageId);
      if (!message) throw new NotFoundError('Message not found');
      if (message.fromUserId === by.id) throw new DomainError('OWN_MESSAGE', 'You cannot report your own message', 422);
      if (state.reports.has(reportKey(command.messageId, by.id))) return [];
      return [{ type: 'ChatMessageReported', data: { ...parties, messageId: command.messageId, byUserId: by.id, ...(command.reason ? { reason: command.reason } : {}) } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
