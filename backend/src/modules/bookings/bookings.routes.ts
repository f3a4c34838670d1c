// The student's sessions (dashboards §7): the list, cancel and reschedule.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { adminCancelRequest } from '@margdarshak/contracts/api/admin';
import { rescheduleRequest } from '@margdarshak/contracts/api/bookings';
import { ROOM_CONSENT_WITHDRAWN } from '@margdarshak/contracts/api/rooms';
import { studentBookings } from '@margdarshak/projections/bookings/bookingsQueries';
import type { AppDeps } from '../../platform/deps';
import { withTestsAndReports } from './sessionTests';
import { withUnreadMessages } from './unreadMessages';
import { consentWithdrawn } from '../family';
import { actorOf } from '../../platform/http/actor';
import { ForbiddenError } from '../../platform/http/errors';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { cancelBooking, rescheduleBooking } from './changes';

const studentParam = z.object({ id: uuidId('Student not found') });
const bookingParam = z.object({ id: uuidId('Booking not found') });

export function bookingsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const studentOrAdmin = requireRole(deps, 'student', 'admin');

  const ownStudent = (ctx: Koa.Context) => {
    const { id } = parse(studentParam, ctx.params);
    const user = userOf(ctx);
    if (user.role !== 'admin' && user.id !== id) throw new ForbiddenError('You can only see your own sessions');
    return id;
  };

  router.get('/students/:id/bookings', studentOrAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const studentId = ownStudent(ctx);
    const bookings = await withUnreadMessages(deps.db, studentId, await withTestsAndReports(deps, await studentBookings(deps.db, studentId)));
    // The room's reason to stay closed, read as the room reads it, so the session page says it before the room opens.
    const roomClosedMessage = (await consentWithdrawn(deps, studentId)) ? ROOM_CONSENT_WITHDRAWN.student : null;
    ctx.body = bookings.map((booking) => ({ ...booking, roomClosedMessage }));
  });

  router.post('/bookings/:id/cancel', studentOrAdmin, async (ctx) => {
    const { id } = parse(bookingParam, ctx.params);
    const user = userOf(ctx);
    // The spec's body is empty; the back office may add why, which only an admin's cancellation keeps.
    const reason = user.role === 'admin' ? parse(adminCancelRequest, ctx.request.body).reason : undefined;
    ctx.body = await cancelBooking(deps, id, user, actorOf(ctx), reason);
  });

  router.post('/bookings/:id/reschedule', studentOrAdmin, async (ctx) => {
    const { id } = parse(bookingParam, ctx.params);
    const to = parse(rescheduleRequest, ctx.request.body);
    ctx.body = await rescheduleBooking(deps, id, userOf(ctx), { date: to.sessionDate, slot: to.timeSlot }, actorOf(ctx));
  });

  return router;
}
