// A booking's chat over HTTP (chatPaths): the messages a page at a time, sending (throttled per person), marking read,
// reporting, and the live stream as Server-Sent Events that follow the log. Only the booking's student and counsellor.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { CHAT_THROTTLE_MAX, CHAT_THROTTLE_WINDOW_MS, chatMessagesQuery, markChatReadRequest, reportChatMessageRequest, sendChatMessageRequest } from '@margdarshak/contracts/api/chat';
import { parsePosition, type LogPosition } from '@margdarshak/contracts/log';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { ValidationError } from '../../platform/http/errors';
import { requireUser, userOf } from '../../platform/http/guards';
import { rateLimit, tooManyRequests } from '../../platform/http/rateLimit';
import { openEventStream } from '../../platform/http/serverSentEvents';
import { parse } from '../../platform/http/validation';
import { joinChat, markRead, messagesPage, reportMessage, sendMessage } from './chatUseCases';

const bookingParam = z.object({ bookingId: z.uuid('Booking not found') });
const messageParam = bookingParam.extend({ messageId: z.uuid('Message not found') });

/** Where a stream resumes: the Last-Event-ID header a reconnecting EventSource sends, else ?lastEventId= (first open). */
function resumeFrom(ctx: Koa.Context): LogPosition | undefined {
  const query = typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : '';
  const text = ctx.get('Last-Event-ID') || query;
  if (!text) return undefined;
  const position = parsePosition(text.trim());
  if (!position) throw new ValidationError([{ path: 'lastEventId', message: 'Last-Event-ID must be an event id this stream sent' }]);
  return position;
}

export function chatRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/bookings/:bookingId/messages' });
  const throttle = rateLimit(deps.db, 'chat', CHAT_THROTTLE_MAX, CHAT_THROTTLE_WINDOW_MS);
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
      if (!admission.admitted) throw tooManyRequests(ctx, admission.retryAfterSeconds, 'CHAT_TOO_FAST', `You are sending messages too quickly. Please wait ${admission.retryAfterSeconds} s and try again.`);
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
    await joinChat(deps, bookingId, userOf(ctx));
    const stream = openEventStream(ctx);
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
