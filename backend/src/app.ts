// buildApp(deps): the whole HTTP API as a Koa app, with no global state, so tests build as many as they like.
import Koa from 'koa';
import { createDatabaseProbe } from './platform/db/databaseProbe';
import type { AppDeps } from './platform/deps';
import { healthRoutes } from './platform/health/health.routes';
import { operationsRoutes } from './platform/health/operations.routes';
import { jsonBody } from './platform/http/body';
import { outagePages } from './platform/http/databaseOutage';
import { mountedAt } from './platform/http/mountedAt';
import { metricsRoutes } from './platform/metrics/metrics.routes';
import { originCheck } from './platform/http/originCheck';
import { requestFrame } from './platform/http/requestFrame';
import { requireHttps } from './platform/http/requireHttps';
import { safeAddress, safeBody } from './platform/http/safeText';
import { sessions } from './platform/http/session';
import { koaProxyOptions } from './platform/http/trustProxy';
import { auditorsReadOnly } from './platform/http/auditorsReadOnly';
import { accountsRoutes, auditorsRoutes } from './modules/accounts';
import { auditRoutes, integrityRoutes } from './modules/audit';
import { adminCounsellorsRoutes, counsellorsRoutes } from './modules/counsellors';
import { askParentRoutes, bookingsRoutes, paymentsRoutes, counsellorBookingsRoutes, noShowsRoutes } from './modules/bookings';
import { studentsRoutes } from './modules/students';
import { sessionsRoutes } from './modules/sessions';
import { earningsRoutes } from './modules/earnings';
import { scheduleRoutes } from './modules/schedule';
import { couponsRoutes } from './modules/coupons';
import { contactRoutes } from './modules/contact';
import { assessmentsRoutes, personalityTestsRoutes } from './modules/assessments';
import { reportsRoutes } from './modules/reports';
import { payoutsRoutes, statementsRoutes } from './modules/statements';
import { adminInvoicesRoutes, invoicesRoutes } from './modules/invoices';
import { adminPackagesRoutes, packagesRoutes } from './modules/packages';
import { adminBookingsRoutes, adminUsersRoutes, adminStatsRoutes } from './modules/admin';
import { consentRoutes, meRoutes, signUpAge, adminConsentRoutes } from './modules/family';
import { parentDashboardRoutes, parentOrdersRoutes, parentRoutes } from './modules/parents';
import { childDataRoutes, myDataRoutes } from './modules/myData';
import { roomRoutes } from './modules/room';
import { reviewsRoutes, adminReviewsRoutes } from './modules/reviews';
import { chatRoutes, adminConversationsRoutes } from './modules/chat';
import { processors, runnerProjections } from './processors';

/** The visitor closed the connection before the response ended: nothing to fix on our side. */
const clientWentAway = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

export function buildApp(deps: AppDeps, extra: Koa.Middleware[] = []): Koa {
  const app = new Koa(koaProxyOptions(deps.config.TRUST_PROXY));
  const database = createDatabaseProbe(deps.db, deps.logger);
  const followed = runnerProjections();
  const health = healthRoutes(deps, followed);
  const processorNames = processors.map((processor) => processor.name);
  app.use(requestFrame(deps, database));
  // Before the HTTPS redirect, sessions and throttles: a scraper reaches each API copy directly, with its token only.
  app.use(mountedAt('/metrics', metricsRoutes(deps, followed, processorNames)));
  app.use(requireHttps(deps.config));
  app.use(safeAddress());
  // The catalogue every visitor reads alike, answered from memory: ahead of the checks that concern only pages, writes,
  // bodies and signed-in visitors, none of which it is (docs/decisions/0166).
  app.use(mountedAt('/api/packages', packagesRoutes(deps)));
  app.use(mountedAt('/api/health/', health));
  app.use(outagePages(database));
  app.use(originCheck(deps.config));
  app.use(sessions(app, deps));
  app.use(auditorsReadOnly(deps));
  app.use(jsonBody());
  app.use(safeBody());
  app.use(mountedAt('/api/admin/operations', operationsRoutes(deps, followed)));
  // The hot public reads first: a request is matched router by router until one answers.
  for (const router of [
    accountsRoutes(deps, signUpAge),
    adminPackagesRoutes(deps),
    counsellorsRoutes(deps),
    adminCounsellorsRoutes(deps),
    adminStatsRoutes(deps),
    adminUsersRoutes(deps),
    adminBookingsRoutes(deps),
    scheduleRoutes(deps),
    paymentsRoutes(deps),
    bookingsRoutes(deps),
    counsellorBookingsRoutes(deps),
    noShowsRoutes(deps),
    sessionsRoutes(deps),
    earningsRoutes(deps),
    statementsRoutes(deps),
    payoutsRoutes(deps),
    studentsRoutes(deps),
    couponsRoutes(deps),
    contactRoutes(deps),
    assessmentsRoutes(deps),
    personalityTestsRoutes(deps),
    reportsRoutes(deps),
    integrityRoutes(deps),
    auditorsRoutes(deps),
    auditRoutes(deps),
    myDataRoutes(deps),
    childDataRoutes(deps),
    meRoutes(deps),
    askParentRoutes(deps),
    consentRoutes(deps),
    parentRoutes(deps),
    parentDashboardRoutes(deps),
    parentOrdersRoutes(deps),
    adminConsentRoutes(deps),
    roomRoutes(deps),
    reviewsRoutes(deps),
    adminReviewsRoutes(deps),
    chatRoutes(deps),
    adminConversationsRoutes(deps),
    invoicesRoutes(deps),
    adminInvoicesRoutes(deps),
  ]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  for (const middleware of extra) app.use(middleware);
  // Errors after the response has started (a compressed page whose visitor left mid-way) reach Koa, not the request's frame.
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    if (error.code && clientWentAway.has(error.code)) return;
    deps.logger.error({ err: error, requestId: ctx?.state.requestId }, 'response failed');
  });
  return app;
}
