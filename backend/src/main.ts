// Composition root: picks the database (embedded or DATABASE_URL) and the event store (PostgreSQL or EVENTSTORE_URL),
// and runs in mode `all` (default: API + projectors in one process), `api` or `projector`.
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knex, { type Knex } from 'knex';
import type { Logger } from 'pino';
import { createPersonalDataVault, migratePersonalDataKeys } from '@margdarshak/projections/personalData';
import { prepareProjection } from '@margdarshak/projections/prepareProjection';
import type { Projection } from '@margdarshak/projections/projection';
import type { ReadModelWaiter } from '@margdarshak/projections/readModelProgress';
import { createCheckpointWaiter, createProjectionRunner, projectionAppliedChannel } from '@margdarshak/projections/runner';
import { buildApp } from './app';
import { createChatFeed } from './modules/chat';
import type { AppDeps } from './platform/deps';
import { movableClock, systemClock } from './platform/clock';
import { loadConfig, type Config } from './platform/config';
import { createLogger } from './platform/logger';
import { createProcessMetrics } from './platform/metrics/processMetrics';
import { openDatabase } from './platform/db/connect';
import { knexConfig } from './platform/db/connectionOptions';
import { listenForChanges } from './platform/db/changeNotices';
import { testClockRoutes } from './platform/http/testClock';
import type { EventStore } from './platform/eventStore/eventStore';
import { createEventStoreDbEventStore } from './platform/eventStore/eventStoreDb/eventStoreDbEventStore';
import { createPostgresEventStore, migrateEventStore } from './platform/eventStore/postgres/postgresEventStore';
import { firstRender, staticFrontend } from './platform/http/staticFrontend';
import type { AppHandler } from './platform/http/visitorApi';
import { trustProxyWarning } from './platform/http/trustProxy';
import { adminFirstScreen } from './modules/admin';
import { crawlersRoutes, loadFrontendServer, serverRender } from './modules/site';
import { createSessionStore, migrateSessions, sessionsEndedChannel } from './platform/http/sessionStore';
import { migrateRateLimits } from './platform/http/rateLimit';
import { openFileStore } from './platform/files/openFileStore';
import { scheduleOrphanSweep } from './platform/files/orphanSweep.processor';
import { createMailer } from './platform/mail/createMailer';
import { migrateMailDeliveries } from './platform/mail/mailDeliveries';
import { createPdfRenderer } from './modules/reports';
import { createReadModelCache } from './platform/readModelCache';
import { loadServerSecret } from './platform/serverSecret';
import { jitsiRoom } from './modules/room';
import { createPaymentGateway, migratePaymentGateway } from './platform/payments/createPaymentGateway';
import { ensureDemoAdmin, migrateAccounts } from './modules/accounts';
import { scheduleDigests } from './modules/audit';
import { followedProjections, processors } from './processors';
import { awaitedEventTypes, schedulerName } from './platform/processors/scheduler';
import { processorStarts } from './platform/processors/starts';
import { createJobWorker, type JobWorker } from './platform/processors/worker';
import { createSettlements, createWorkflows } from './platform/processors/workflows';

export type Mode = 'all' | 'api' | 'projector';

export interface MainOptions {
  mode?: Mode;
  /** Demo data, sent as commands once the app is ready (the seeds workspace provides it). */
  seed?: (deps: AppDeps) => Promise<void>;
  env?: NodeJS.ProcessEnv;
  /** false: prepare everything (and seed) without serving HTTP, e.g. for `npm run seed`. */
  listen?: boolean;
}

export interface Running {
  url: string;
  deps: AppDeps;
  stop(): Promise<void>;
}

const frontendDist = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const frontendServerEntry = fileURLToPath(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url));

export async function main(options: MainOptions = {}): Promise<Running> {
  const config = loadConfig(options.env);
  const mode = options.mode ?? 'all';
  const logger = createLogger({ level: config.LOG_LEVEL, mode });
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error: unknown) => logger.error({ err: error }, 'shutdown step failed'));
  };
  try {
    const database = await openDatabase(config, logger);
    stops.push(() => database.stop());
    const db = knex(knexConfig(database.url, logger));
    stops.push(() => db.destroy());
    const derivedDb = knex(knexConfig(database.url, logger, 10, { derived: true }));
    stops.push(() => derivedDb.destroy());
    const eventStore = await openEventStore(config, database.url, logger);
    stops.push(() => eventStore.close());
    const vault = createPersonalDataVault(db);
    await migrate(db, database.url, config);
    const { readModels: readModelProjections, scheduler } = followedProjections(await processorStarts(db, eventStore, processors));
    for (const projection of [...readModelProjections, scheduler]) await prepareProjection(db, projection);

    const cache = createReadModelCache();
    // The job worker and the workflows waiting on it are made below; a read model's change reaches them through here.
    let worker: JobWorker | undefined;
    const changed = (projection: string) => {
      cache.invalidate(projection);
      if (projection === schedulerName) worker?.poke();
    };
    // Another process (a projector worker, or a runner that holds some projections) may apply changes: hear about them.
    const movable = config.TEST_CLOCK ? movableClock() : undefined;
    const clock = movable ?? systemClock;
    await scheduleDigests(db, clock, config.AUDIT_DIGEST_EVERY_MINUTES);
    await scheduleOrphanSweep(db, clock);
    const sessions = createSessionStore({ db, clock });
    const changes = await listenForChanges({
      connectionString: database.url,
      channels: { [projectionAppliedChannel]: (projection) => (projection ? changed(projection) : cache.invalidate()), [sessionsEndedChannel]: (notice) => sessions.ended(notice) },
      logger,
    });
    stops.push(() => changes.stop());
    let readModels: AppDeps['readModels'];
    let planned: ReadModelWaiter;
    if (mode === 'api') {
      readModels = createCheckpointWaiter(db, readModelProjections, () => cache.invalidate());
      planned = createCheckpointWaiter(db, [scheduler]);
    } else {
      const follow = async (projections: Projection[]) => {
        const runner = createProjectionRunner({ db: derivedDb, log: eventStore, projections, context: { openPersonalData: vault.open }, logger, onApplied: changed });
        await runner.start();
        stops.push(() => runner.stop());
        return runner;
      };
      readModels = await follow(readModelProjections);
      planned = await follow([scheduler]);
    }

    const serverSecret = loadServerSecret(config);
    const settlements = createSettlements();
    const pdf = createPdfRenderer();
    stops.push(() => pdf.close());
    // Every mode renders: the API serves reports and documents, the job worker mails invoices with their PDF.
    const pdfWarm = pdf.warm();
    pdfWarm.catch((error: unknown) => logger.error({ err: error }, 'the PDF threads did not start; each render will try again'));
    // An S3 bucket is made here when missing; a store that cannot be reached stops the start-up.
    const files = await openFileStore(config.files);
    const metrics = createProcessMetrics();
    const deps: AppDeps = {
      config,
      logger,
      clock,
      eventStore,
      db,
      readModels,
      cache,
      sessions,
      vault,
      mail: createMailer(config, db, logger, metrics),
      files,
      serverSecret,
      payments: createPaymentGateway(config, serverSecret, db, metrics),
      pdf,
      chatFeed: createChatFeed({ eventStore, db, vault, logger }),
      workflows: createWorkflows({ db, clock, planned, awaitedTypes: awaitedEventTypes(processors), ...(mode === 'api' ? {} : { local: settlements }) }),
      video: jitsiRoom(config.VIDEO_BASE_URL, serverSecret),
      metrics,
    };
    // Processors' jobs run where the projections do: in `all` and in the projector worker (one copy at a time).
    if (mode !== 'api') {
      worker = createJobWorker({ deps, processors, logger, onSettled: settlements.settled, planned, awaitedTypes: awaitedEventTypes(processors), bookkeeping: derivedDb });
      worker.start();
      const running = worker;
      stops.push(() => running.stop());
    }
    if (mode === 'projector') {
      logger.info('projector worker running');
      return { url: '', deps, stop };
    }
    // After a restart the read models this process runs catch up with the log before the start-up's own reads (the demo
    // admin, the seeds; which decide from the log where it matters). Bounded: another process may hold some of them.
    const head = mode === 'all' ? await eventStore.headPosition() : undefined;
    if (head) await readModels.waitFor(head, { timeoutMs: 30_000 });
    await ensureDemoAdmin(deps, config.DEMO_ADMIN_EMAIL, config.DEMO_ADMIN_PASSWORD);
    if (options.seed && config.SEED_DEMO_DATA) await options.seed(deps);

    await pdfWarm.catch(() => {});
    if (options.listen === false) return { url: '', deps, stop };
    const proxyWarning = trustProxyWarning(config);
    if (proxyWarning) logger.warn(proxyWarning);
    const app = buildApp(deps);
    if (movable) app.use(testClockRoutes(movable, () => worker?.poke()).routes());
    const frontend = await loadFrontendServer(frontendServerEntry);
    if (frontend) app.use(crawlersRoutes(deps, frontend).routes());
    let handler: AppHandler | undefined;
    const appHandler = () => (handler ??= app.callback());
    const rendered = frontend && firstRender(adminFirstScreen(frontend, appHandler), serverRender(deps, frontend, appHandler));
    for (const middleware of staticFrontend({ distDir: frontendDist, serverRender: rendered, logger })) app.use(middleware);
    const server = app.listen(config.PORT, config.HOST);
    await once(server, 'listening');
    // First to stop: no new connection is taken, idle ones close, and the open chat streams, which would hold the close
    // forever, end (browsers reconnect with Last-Event-ID, to another copy of the API if there is one).
    // A connection busy at that moment may carry another request after it (a browser's event stream reconnecting on its
    // kept-alive connection): what is still open after a few seconds is cut, so a stop never waits on a visitor.
    stops.push(async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await deps.chatFeed.stop();
      const cut = setTimeout(() => server.closeAllConnections(), 5_000);
      await closed;
      clearTimeout(cut);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    return { url: `http://localhost:${port}`, deps, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function openEventStore(config: Config, databaseUrl: string, logger: Logger): Promise<EventStore> {
  if (config.EVENTSTORE_URL) {
    logger.info('event log in EventStoreDB');
    return createEventStoreDbEventStore({ connectionString: config.EVENTSTORE_URL });
  }
  return createPostgresEventStore({ connectionString: databaseUrl });
}

export async function migrate(db: Knex, databaseUrl: string, config: Config): Promise<void> {
  if (!config.EVENTSTORE_URL) await migrateEventStore({ connectionString: databaseUrl });
  await migratePersonalDataKeys(db);
  await migrateSessions(db);
  await migrateAccounts(db);
  await migrateRateLimits(db);
  await migratePaymentGateway(config, db);
  await migrateMailDeliveries(db);
}

/** Runs until Ctrl-C (SIGINT) or SIGTERM, then shuts everything down, the embedded database included. */
export async function runUntilSignalled(options: MainOptions): Promise<void> {
  const started = Date.now();
  let running: Running;
  try {
    running = await main(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { config } = running.deps ?? { config: loadConfig(options.env) };
  if (running.url) {
    console.log(`\nMargdarshak is running at ${running.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(`Admin back office: ${running.url}/admin   e-mail: ${config.DEMO_ADMIN_EMAIL}   password: ${config.DEMO_ADMIN_PASSWORD}`);
    console.log(`Data folder: ${path.resolve(config.DATA_DIR)}   Press Ctrl-C to stop.\n`);
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    void running.stop().then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
