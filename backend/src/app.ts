// buildApp(deps): the whole HTTP API as a Koa app, with no global state, so tests build as many as they like.
import Koa from 'koa';
import { createDatabaseProbe } from './platform/db/databaseProbe';
import type { AppDeps } from './platform/deps';
import { healthRoutes } from './platform/health/health.routes';
import { operationsRoutes } from './platform/health/operations.routes';
import { jsonBody } from './platform/http/body';
import { outagePages } from './platform/http/databaseOutage';
import { mountedAt } from './platform/http/mountedAt';
import { errorMiddleware } from './platform/http/errorMiddleware';
import { originCheck } from './platform/http/originCheck';
import { requestLogging } from './platform/http/requestLogging';
import { requireHttps } from './platform/http/requireHttps';
import { safeText } from './platform/http/safeText';
import { securityHeaders } from './platform/http/securityHeaders';
import { sessions } from './platform/http/session';
import { koaProxyOptions } from './platform/http/trustProxy';
import { auditorsReadOnly } from './platform/http/auditorsReadOnly';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { auditorsRoutes } from './modules/accounts/auditors.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { adminCounsellorsRoutes } from './modules/counsellors/adminCounsellors.routes';
import { counsellorsRoutes } from './modules/counsellors/counsellors.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { paymentsRoutes } from './modules/bookings/payments.routes';
import { studentsRoutes } from './modules/students/students.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { counsellorBookingsRoutes } from './modules/bookings/counsellorBookings.routes';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { personalityTestsRoutes } from './modules/assessments/personalityTests.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { adminPackagesRoutes } from './modules/packages/adminPackages.routes';
import { packagesRoutes } from './modules/packages/packages.routes';
import { integrityRoutes } from './modules/audit/integrity.routes';
import { adminBookingsRoutes } from './modules/admin/adminBookings.routes';
import { adminUsersRoutes } from './modules/admin/adminUsers.routes';
import { adminStatsRoutes } from './modules/admin/adminStats.routes';
import { consentRoutes } from './modules/family/consent.routes';
import { meRoutes } from './modules/family/me.routes';
import { signUpAge } from './modules/family/signUpAge';
import { parentRoutes } from './modules/parents/parent.routes';
import { adminConsentRoutes } from './modules/family/adminConsent.routes';
import { childDataRoutes, myDataRoutes } from './modules/myData/myData.routes';
import { roomRoutes } from './modules/room/room.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { adminReviewsRoutes } from './modules/reviews/adminReviews.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { adminConversationsRoutes } from './modules/chat/adminConversations.routes';
import { runnerProjections } from './processors';

/** The visitor closed the connection before the response ended: nothing to fix on our side. */
const clientWentAway = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

export function buildApp(deps: AppDeps, extra: Koa.Middleware[] = []): Koa {
  const app = new Koa(koaProxyOptions(deps.config.TRUST_PROXY));
  const database = createDatabaseProbe(deps.db, deps.logger);
  const followed = runnerProjections();
  const health = healthRoutes(deps, followed);
  app.use(requestLogging(deps.logger));
  app.use(securityHeaders(deps.config.production));
  app.use(errorMiddleware(deps.logger, database));
  app.use(requireHttps(deps.config));
  app.use(mountedAt('/api/health/', health));
  app.use(outagePages(database));
  app.use(originCheck(deps.config));
  app.use(sessions(app, deps));
  app.use(auditorsReadOnly(deps));
  app.use(jsonBody());
  app.use(safeText());
  app.use(mountedAt('/api/admin/operations', operationsRoutes(deps, followed)));
  // The hot public reads first: a request is matched router by router until one answers.
  for (const router of [packagesRoutes(deps), accountsRoutes(deps, signUpAge), adminPackagesRoutes(deps), counsellorsRoutes(deps), adminCounsellorsRoutes(deps), adminStatsRoutes(deps), adminUsersRoutes(deps), adminBookingsRoutes(deps), scheduleRoutes(deps), paymentsRoutes(deps), bookingsRoutes(deps), counsellorBookingsRoutes(deps), sessionsRoutes(deps), earningsRoutes(deps), studentsRoutes(deps), couponsRoutes(deps), contactRoutes(deps), assessmentsRoutes(deps), personalityTestsRoutes(deps), reportsRoutes(deps), integrityRoutes(deps), auditorsRoutes(deps), auditRoutes(deps), myDataRoutes(deps), childDataRoutes(deps), meRoutes(deps), consentRoutes(deps), parentRoutes(deps), adminConsentRoutes(deps), roomRoutes(deps), reviewsRoutes(deps), adminReviewsRoutes(deps), chatRoutes(deps), adminConversationsRoutes(deps)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  for (const middleware of extra) app.use(middleware);
  // Errors after the response has started (a compressed page whose visitor left mid-way) reach Koa, not errorMiddleware.
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    if (error.code && clientWentAway.has(error.code)) return;
    deps.logger.error({ err: error, requestId: ctx?.state.requestId }, 'response failed');
  });
  return app;
}
