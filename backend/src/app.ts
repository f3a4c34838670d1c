// buildApp(deps): the whole HTTP API as a Koa app, with no global state, so tests build as many as they like.
import Koa from 'koa';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { LogPosition } from '@margdarshak/contracts/log';
import type { PersonalDataVault } from '@margdarshak/projections/personalData';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { EventStore } from './platform/eventStore/eventStore';
import type { Mailer } from './platform/mail/mailer';
import type { ReadModelCache } from './platform/readModelCache';
import { jsonBody } from './platform/http/body';
import { errorMiddleware } from './platform/http/errorMiddleware';
import { originCheck } from './platform/http/originCheck';
import { requestLogging } from './platform/http/requestLogging';
import { securityHeaders } from './platform/http/securityHeaders';
import { sessions } from './platform/http/session';
import type { FileStore } from './platform/files/fileStore';
import type { PaymentGateway } from './platform/payments/paymentGateway';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminCounsellorsRoutes } from './modules/counsellors/adminCounsellors.routes';
import { counsellorsRoutes } from './modules/counsellors/counsellors.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { paymentsRoutes } from './modules/bookings/payments.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { adminPackagesRoutes } from './modules/packages/adminPackages.routes';
import { packagesRoutes } from './modules/packages/packages.routes';

/** What every module may depend on. Wired in main.ts (and in tests), never imported as singletons. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  clock: Clock;
  eventStore: EventStore;
  /** Read models, sessions and the personal-data keys: always PostgreSQL. */
  db: Knex;
  /** Resolves once the projections have applied the log up to `position` (bounded wait). */
  readModels: { waitFor(position: LogPosition): Promise<unknown> };
  /** Hot reads kept in memory until their projection changes. */
  cache: ReadModelCache;
  vault: PersonalDataVault;
  mail: Mailer;
  /** Uploaded documents and photos, outside any static root. */
  files: FileStore;
  /** HMAC key for e-mail stream names, cookies and tokens. */
  serverSecret: string;
  /** Razorpay, or the local test gateway (the embedded default). */
  payments: PaymentGateway;
}

/** The visitor closed the connection before the response ended: nothing to fix on our side. */
const clientWentAway = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

export function buildApp(deps: AppDeps, extra: Koa.Middleware[] = []): Koa {
  const app = new Koa({ proxy: deps.config.production });
  app.use(requestLogging(deps.logger));
  app.use(securityHeaders(deps.config.production));
  app.use(errorMiddleware(deps.logger));
  app.use(originCheck(deps.config));
  app.use(sessions(app, deps));
  app.use(jsonBody());
  for (const router of [accountsRoutes(deps), packagesRoutes(deps), adminPackagesRoutes(deps), counsellorsRoutes(deps), adminCounsellorsRoutes(deps), scheduleRoutes(deps), paymentsRoutes(deps), bookingsRoutes(deps), couponsRoutes(deps), contactRoutes(deps), assessmentsRoutes(deps)]) {
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
