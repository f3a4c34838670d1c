// A booking's chat over HTTP (chatPaths): the messages a page at a time, sending (throttled per person), marking read,
// reporting, and the live stream as Server-Sent Events that follow the log. Only the booking's student and counsellor.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import {
  CHAT_STREAMS_PER_BOOKING,
  CHAT_STREAMS_PER_PERSON,
  CHAT_THROTTLE_MAX,
  CHAT_THROTTLE_WINDOW_MS,
  chatMessagesQuery,
  chatStreamHeaders,
  chatStreamQuery,
  markChatReadRequest,
  reportChatMessageRequest,
  sendChatMessageRequest,
} from '@margdarshak/contracts/api/chat';
import type { LogPosition } from '@margdarshak/contracts/log';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireUser, userOf } from '../../platform/http/guards';
import { rateLimit, tooManyRequests } from '../../platform/http/rateLimit';
import { openEventStream } from '../../platform/http/serverSentEvents';
import { parse } from '../../platform/http/validation';
import { joinChat, markRead, messagesPage, reportMessage, sendMessage } from './chatUseCases';
import { createStreamCap } from './streamCap';

const bookingParam = z.object({ bookingId: uuidId('Booking not found') });
const messageParam = bookingParam.extend({ messageId: uuidId('Message not found') });

/** Where a stream resumes: the Last-Event-ID header a reconnecting EventSource sends, else ?lastEventId= (first open). */
function resumeFrom(ctx: Koa.Context): LogPosition | undefined {
  const { lastEventId } = parse(chatStreamQuery, ctx.query);
  const header = parse(chatStreamHeaders, { 'Last-Event-ID': ctx.get('Last-Event-ID') || undefined });
  return header['Last-Event-ID'] ?? lastEventId;
}

export function chatRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/bookings/:bookingId/messages' });
  const throttle = rateLimit(deps.db, 'chat', CHAT_THROTTLE_MAX, CHAT_THROTTLE_WINDOW_MS);
  const streams = createStreamCap({ perPerson: CHAT_STREAMS_PER_PERSON, perBooking: CHAT_STREAMS_PER_BOOKING });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await requireUser(deps)(ctx, next);
  });

  router.get('/', async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { before } = parse(chatMessagesQuery, ctx.query);
    ctx.body = await messagesPage(deps, bookingId, userOf(ctx), before);
  });

  router.post('/', async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { text } = parse(sendChatMessageRequest, ctx.request.body);
    const user = userOf(ctx);
    const admitted = async () => {
      const admission = await throttle.take(user.id, deps.clock.now());
      if (!admission.admitted)
        throw tooManyRequests(ctx, admission.retryAfterSeconds, 'CHAT_TOO_FAST', `You are sending messages too quickly. Please wait ${admission.retryAfterSeconds} s and try again.`);
    };
    ctx.status = 201;
    ctx.body = await sendMessage(deps, bookingId, text, user, actorOf(ctx), admitted);
  });

  router.post('/read', async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const { upTo } = parse(markChatReadRequest, ctx.request.body);
    await markRead(deps, bookingId, upTo, userOf(ctx), actorOf(ctx));
    ctx.status = 204;
  });

  router.post('/:messageId/report', async (ctx) => {
    const { bookingId, messageId } = parse(messageParam, ctx.params);
    const { reason } = parse(reportChatMessageRequest, ctx.request.body ?? {});
    await reportMessage(deps, bookingId, messageId, reason || undefined, userOf(ctx), actorOf(ctx));
    ctx.status = 202;
    ctx.body = { message: 'Thank you. An administrator will read this conversation.' };
  });

  router.get('/stream', async (ctx) => {
    const { bookingId } = parse(bookingParam, ctx.params);
    const after = resumeFrom(ctx);
    const { by } = await joinChat(deps, bookingId, userOf(ctx));
    const release = streams.admit(by.id, bookingId);
    const stream = openEventStream(ctx);
    stream.onClose(release);
    try {
      const listener = await deps.chatFeed.join(bookingId, after, {
        send: ({ message }) => stream.event(message.position, 'message', message),
        ping: () => stream.comment('ping'),
        end: () => stream.end(),
      });
      stream.onClose(() => listener.close());
    } catch (error) {
      // The response has begun: end it, and the browser comes back with its Last-Event-ID.
      deps.logger.warn({ err: error, requestId: ctx.state.requestId }, 'a chat stream could not start');
      stream.end();
    }
  });

  return router;
}
