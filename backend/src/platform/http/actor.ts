import type Koa from 'koa';
import type { Actor } from '../commandHandler';

/**
 * Who a command is for, as the event metadata records it: the signed-in user, or an anonymous visitor; the request's id
 * is both what its events correlate by (the processors' events carry it on) and their cause.
 */
export function actorOf(ctx: Koa.Context): Actor {
  const user = ctx.state.user;
  const { requestId } = ctx.state;
  return { ...(user ? { userId: user.id, role: user.role } : { role: 'system' as const }), correlationId: requestId, causationId: requestId };
}
