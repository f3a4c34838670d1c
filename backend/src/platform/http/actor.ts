import type Koa from 'koa';
import type { Actor } from '../commandHandler';

/** Who a command is for, as the event metadata records it: the signed-in user, or an anonymous visitor. */
export function actorOf(ctx: Koa.Context): Actor {
  const user = ctx.state.user;
  return { ...(user ? { userId: user.id, role: user.role } : { role: 'system' as const }), correlationId: ctx.state.requestId };
}
