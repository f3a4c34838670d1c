// The chat's use cases: the caller is checked against the booking's own stream in the log, texts are sealed with the
// writer's key (a report's reason with the reporter's), and the decision is taken on the chat's stream.
import { randomUUID } from 'node:crypto';
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatMessagesPage } from '@margdarshak/contracts/api/chat';
import { formatPosition, startOfLog } from '@margdarshak/contracts/log';
import { chatPage, readUpTo, reportedBy } from '@margdarshak/projections/chat/chatQueries';
import { handleCommand, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import type { CurrentUser } from '../../platform/http/guards';
import { bookingParties } from '../bookings';
import { chatStream, evolveChat, initialChat } from './chat';
import { consentWithdrawn } from '../family';
import { assertMaySend, closedMessage, decideChat, participantOf, type ChatBooking, type ChatCommand, type Participant } from './chat.decider';

const aggregate = { initialState: initialChat, evolve: evolveChat };

/** The booking and the caller as one of its participants (404 unknown booking, 403 anyone else). */
export async function joinChat(deps: AppDeps, bookingId: string, user: CurrentUser): Promise<{ booking: ChatBooking; by: Participant }> {
  const parties = await bookingParties(deps, bookingId);
  const by = participantOf(parties, user);
  return { booking: { ...parties, consentWithdrawn: await consentWithdrawn(deps, parties.studentId) }, by };
}

async function decide(deps: AppDeps, booking: ChatBooking, by: Participant, command: ChatCommand, actor: Actor) {
  return handleCommand(deps, aggregate, chatStream(booking.bookingId), (state, now) => decideChat(command, state, booking, by, now), actor);
}

/** Checks the rules before the throttle counts the attempt; answers the message as the stream sends it. */
export async function sendMessage(deps: AppDeps, bookingId: string, text: string, user: CurrentUser, actor: Actor, admitted: () => Promise<void>): Promise<ChatMessage> {
  const { booking, by } = await joinChat(deps, bookingId, user);
  assertMaySend(booking, by);
  await admitted();
  const messageId = randomUUID();
  const { events, position } = await decide(deps, booking, by, { type: 'SendMessage', messageId, text: await deps.vault.seal(by.id, text) }, actor);
  const sent = events[0];
  if (sent?.type !== 'ChatMessageSent' || !position) throw new Error('The message was not recorded');
  return { id: messageId, bookingId, fromUserId: by.id, fromRole: by.role, text, sentAt: sent.data.at, position: formatPosition(position) };
}

export async function markRead(deps: AppDeps, bookingId: string, upTo: string, user: CurrentUser, actor: Actor): Promise<void> {
  const { booking, by } = await joinChat(deps, bookingId, user);
  await decide(deps, booking, by, { type: 'MarkRead', upTo }, actor);
}

export async function reportMessage(deps: AppDeps, bookingId: string, messageId: string, reason: string | undefined, user: CurrentUser, actor: Actor): Promise<void> {
  const { booking, by } = await joinChat(deps, bookingId, user);
  const sealed = reason ? await deps.vault.seal(by.id, reason) : undefined;
  await decide(deps, booking, by, { type: 'ReportMessage', messageId, ...(sealed ? { reason: sealed } : {}) }, actor);
}

export async function messagesPage(deps: AppDeps, bookingId: string, user: CurrentUser, before: string | undefined): Promise<ChatMessagesPage> {
  const { booking, by } = await joinChat(deps, bookingId, user);
  const [{ messages, hasMore }, readTo] = await Promise.all([chatPage(deps.db, bookingId, CHAT_PAGE_SIZE, before), readUpTo(deps.db, bookingId, by.id)]);
  const reported = await reportedBy(
    deps.db,
    by.id,
    messages.map((m) => m.id),
  );
  const newest = messages.at(-1);
  const closed = closedMessage(booking, by);
  return {
    messages: messages.map((m) => ({ ...m, reportedByMe: reported.has(m.id) })),
    hasMore,
    lastEventId: newest?.position ?? formatPosition(startOfLog),
    readUpTo: readTo,
    closed: closed !== null,
    closedMessage: closed,
  };
}
