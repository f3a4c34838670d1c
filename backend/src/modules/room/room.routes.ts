// A session's video room over HTTP: where it is (while open, for its student and counsellor), entering it, and the
// counsellor's own link. Who may do what is decided in room.decider.ts.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { roomLinkRequest } from '@margdarshak/contracts/api/rooms';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireUser, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { joinRoom, roomLink, setRoomLink, viewRoom } from './sessionRoom';

const bookingParam = z.object({ id: uuidId('Booking not found') });

export function roomRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  // A room's address lets anyone in: never cached.
  const signedIn: Koa.Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await requireUser(deps)(ctx, next);
  };
  const bookingId = (ctx: Koa.Context) => parse(bookingParam, ctx.params).id;

  router.get('/bookings/:id/room', signedIn, async (ctx) => {
    ctx.body = await viewRoom(deps, bookingId(ctx), userOf(ctx));
  });

  router.post('/bookings/:id/room/join', signedIn, async (ctx) => {
    ctx.body = await joinRoom(deps, bookingId(ctx), userOf(ctx), actorOf(ctx));
  });

  router.get('/bookings/:id/room/link', signedIn, async (ctx) => {
    ctx.body = await roomLink(deps, bookingId(ctx), userOf(ctx));
  });

  router.put('/bookings/:id/room/link', signedIn, async (ctx) => {
    const { url } = parse(roomLinkRequest, ctx.request.body);
    ctx.body = await setRoomLink(deps, bookingId(ctx), url, userOf(ctx), actorOf(ctx));
  });

  return router;
}
