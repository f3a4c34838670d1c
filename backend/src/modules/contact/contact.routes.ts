// POST /api/contact (public-area §7): {message} on success, {error} otherwise, 429 after 5 in 10 minutes from one
// client; and the back office's Messages (simple-rest under /api/admin/messages).
import { createHmac } from 'node:crypto';
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { idFilter } from '@margdarshak/contracts/api/bounds';
import { CONTACT_LIMIT, CONTACT_THANKS, contactRequest, messageUpdate, TOO_MANY_MESSAGES } from '@margdarshak/contracts/api/contact';
import { findMessage, queryMessages } from '@margdarshak/projections/contact/messagesQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole } from '../../platform/http/guards';
import { clientNetworkOf, rateLimit, tooManyRequests } from '../../platform/http/rateLimit';
import { resourceReads } from '../../platform/http/simpleRest';
import { parse } from '../../platform/http/validation';
import { markHandled, receiveMessage } from './contact';

const filterSchema = z.object({
  q: z.string().max(100).optional(),
  handled: z.boolean().optional(),
  id: idFilter,
});

export function contactRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const limit = rateLimit(deps.db, 'contact', CONTACT_LIMIT.max, CONTACT_LIMIT.windowMs);
  // Addresses are personal data: the limiter keeps only a keyed hash of them.
  const clientKey = (ip: string) =>
    createHmac('sha256', deps.serverSecret)
      .update(`contact:${clientNetworkOf(ip)}`)
      .digest('hex');

  router.post('/contact', async (ctx) => {
    const input = parse(contactRequest, ctx.request.body);
    const sending = await limit.take(clientKey(ctx.ip), deps.clock.now());
    if (!sending.admitted) throw tooManyRequests(ctx, sending.retryAfterSeconds, 'TOO_MANY_MESSAGES', TOO_MANY_MESSAGES);
    await receiveMessage(deps, input, actorOf(ctx));
    ctx.status = 201;
    ctx.body = { message: CONTACT_THANKS };
  });

  const admin = new Router({ prefix: '/admin/messages' });
  admin.use(requireRole(deps, 'admin'));
  const { existing } = resourceReads(admin, '', {
    name: 'messages',
    sortFields: ['receivedAt', 'name', 'handled'],
    defaultSort: 'receivedAt',
    filter: filterSchema,
    notFound: 'Message not found',
    list: (query) => queryMessages(deps.db, query),
    find: (id) => findMessage(deps.db, id),
  });
  const update = async (ctx: Koa.Context) => {
    const { id } = await existing(ctx);
    const { handled } = parse(messageUpdate, ctx.request.body);
    await markHandled(deps, id, handled, actorOf(ctx));
    ctx.body = await existing(ctx);
  };
  admin.put('/:id', update);
  admin.patch('/:id', update);
  router.use(admin.routes(), admin.allowedMethods());
  return router;
}
