// A real app on a fresh database, listening on a random port: what every *.api.int.spec.ts drives over HTTP.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knex from 'knex';
import pino from 'pino';
import { createPersonalDataVault, migratePersonalDataKeys } from '@margdarshak/projections/personalData';
import { projections } from '@margdarshak/projections/registry';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import { prepareProjection } from '@margdarshak/projections/prepareProjection';
import type { Projection } from '@margdarshak/projections/projection';
import { createProjectionRunner } from '@margdarshak/projections/runner';
import type { ReadModelWaiter } from '@margdarshak/projections/readModelProgress';
import { buildApp } from '../app';
import type { AppDeps } from '../platform/deps';
import { type fixedClock, systemClock, type Clock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { createReadModelCache } from '../platform/readModelCache';
import { createPostgresEventStore, migrateEventStore } from '../platform/eventStore/postgres/postgresEventStore';
import { createSessionStore, migrateSessions } from '../platform/http/sessionStore';
import { migrateRateLimits } from '../platform/http/rateLimit';
import { firstRender, staticFrontend } from '../platform/http/staticFrontend';
import type { AppHandler } from '../platform/http/visitorApi';
import { openFileStore } from '../platform/files/openFileStore';
import { createRecordedMailer, migrateMailDeliveries } from '../platform/mail/mailDeliveries';
import { createOutboxTransport } from '../platform/mail/outboxMailer';
import { countedGateway } from '../platform/payments/countedGateway';
import { createLocalGateway, type LocalGateway } from '../platform/payments/localGateway';
import { migrateLocalGateway } from '../platform/payments/localGatewayTables';
import type { PaymentGateway } from '../platform/payments/paymentGateway';
import { ensureDemoAdmin, migrateAccounts } from '../modules/accounts';
import { followedProjections, processors } from '../processors';
import type { Processor } from '../platform/processors/processor';
import { awaitedEventTypes, schedulerName } from '../platform/processors/scheduler';
import { processorStarts } from '../platform/processors/starts';
import { createJobWorker, type JobWorker } from '../platform/processors/worker';
import { createSettlements, createWorkflows } from '../platform/processors/workflows';
import { createPdfRenderer } from '../modules/reports';
import { createProcessMetrics } from '../platform/metrics/processMetrics';
import { jitsiRoom } from '../modules/room';
import { createChatFeed } from '../modules/chat';
import { adminFirstScreen } from '../modules/admin';
import { loadFrontendServer, type FrontendServer, serverRender } from '../modules/site';
import { createTestDatabase } from './testDatabase';
import { HttpClient } from './httpClient';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };
/** The date of birth signUp gives a student: an adult's, so no parent's consent stands between them and a booking. */
export const ADULT_DATE_OF_BIRTH = '1990-06-15';

export interface TestApp {
  url: string;
  deps: AppDeps;
  databaseUrl: string;
  outboxDir: string;
  clock: Clock;
  /** Stops the projectors, drops and replays every read model from the log, then follows the log again. */
  rebuildReadModels(): Promise<void>;
  /** Stops the read models' projectors (the read side falls behind the log) until `resume` starts them again. */
  pauseReadModels(): Promise<{ resume(): Promise<void> }>;
  /** Runs the processors' jobs that are due by the test's clock, and those they lead to, until none is left. */
  runDueJobs(): Promise<void>;
  /** A new visitor with an empty cookie jar. */
  client(): HttpClient;
  /** A visitor signed in as the seeded admin. */
  admin(): Promise<HttpClient>;
  /** A new student or counsellor, registered and signed in. */
  signUp(role: 'student' | 'counsellor', email?: string): Promise<HttpClient & { userId: string; email: string }>;
  stop(): Promise<void>;
}

let counter = 0;

/** Registers a new student (an adult) or counsellor through `visitor`, which is then signed in as them (password secret-123). */
export async function signUpAs(visitor: HttpClient, role: 'student' | 'counsellor', email = `${role}${++counter}-${Date.now()}@example.in`): Promise<HttpClient & { userId: string; email: string }> {
  const age = role === 'student' ? { dateOfBirth: ADULT_DATE_OF_BIRTH } : {};
  const user = await visitor
    .post('/api/register', { email, password: 'secret-123', role, ...age })
    .expectStatus(201)
    .json<{ id: string }>();
  return Object.assign(visitor, { userId: user.id, email });
}

const frontendDist = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
const frontendServerEntry = fileURLToPath(new URL('../../../frontend/dist-ssr/entry-server.js', import.meta.url));

/** The built server render; a spec that needs it fails, rather than skips, when the frontend is not built. */
export async function loadBuiltFrontend(): Promise<FrontendServer> {
  const entry = await loadFrontendServer(frontendServerEntry);
  if (!entry) throw new Error(`${frontendServerEntry} is missing: run npm run build`);
  return entry;
}

export interface TestAppOptions {
  clock?: ReturnType<typeof fixedClock>;
  /** The payment gateway, made from the local one (e.g. to make its refunds fail for a while). */
  payments?: (local: LocalGateway) => PaymentGateway;
  /** Settings on top of the test defaults (e.g. NODE_ENV=production with what production requires). */
  env?: Record<string, string>;
  /** Also serve the built frontend, with this server render, as main.ts does. */
  frontend?: FrontendServer;
  /** Serve the frontend from this folder (an index.html and assets) instead of the build, with no server render. */
  frontendDist?: string;
  /** Processors of the spec's own, run beside the product's. */
  processors?: Processor[];
  /** How often open chat streams get a heartbeat (default 15 s). */
  chatHeartbeatMs?: number;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'margdarshak-test-data-'));
  // Every spec's clients sign up from 127.0.0.1: the per-network sign-up limit is raised unless a spec sets it.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    SERVER_SECRET: 'test-secret-test-secret-test-secret-0000',
    LOG_LEVEL: 'silent',
    REGISTRATIONS_PER_NETWORK_PER_HOUR: '1000000',
    ...options.env,
  });
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 10 } });
  await migrateEventStore({ connectionString: databaseUrl });
  await migratePersonalDataKeys(db);
  await migrateSessions(db);
  await migrateAccounts(db);
  await migrateRateLimits(db);
  await migrateLocalGateway(db);
  await migrateMailDeliveries(db);
  const eventStore = createPostgresEventStore({ connectionString: databaseUrl, pollIntervalMs: 10 });
  const vault = createPersonalDataVault(db);
  const context = { openPersonalData: vault.open };
  const cache = createReadModelCache();
  const allProcessors = [...processors, ...(options.processors ?? [])];
  const { readModels: readModelProjections, scheduler } = followedProjections(await processorStarts(db, eventStore, allProcessors), allProcessors);
  for (const projection of [...readModelProjections, scheduler]) await prepareProjection(db, projection);
  let worker: JobWorker | undefined;
  const onApplied = (name: string) => {
    cache.invalidate(name);
    if (name === schedulerName) worker?.poke();
  };
  const startRunner = async (projections: Projection[]) => {
    const started = createProjectionRunner({ db, log: eventStore, projections, context, onApplied, retryMs: 50 });
    await started.start();
    return started;
  };
  let runner = await startRunner(readModelProjections);
  const schedulerRunner = await startRunner([scheduler]);
  const readModels: ReadModelWaiter = { waitFor: (position, options) => runner.waitFor(position, options) };
  const clock = options.clock ?? systemClock;
  const settlements = createSettlements();
  const outboxDir = path.join(dataDir, 'outbox');
  const metrics = createProcessMetrics({ defaults: false });
  const deps: AppDeps = {
    config,
    logger: pino({ level: 'silent' }),
    clock,
    eventStore,
    db,
    readModels,
    cache,
    sessions: createSessionStore({ db, clock }),
    vault,
    mail: createRecordedMailer(db, createOutboxTransport(outboxDir)),
    files: await openFileStore(config.files),
    serverSecret: config.SERVER_SECRET ?? '',
    // Counted as main.ts wires it (createPaymentGateway), so the specs go through the same wrapper the product does.
    payments: (options.payments ?? ((local) => local))(countedGateway(createLocalGateway(config.SERVER_SECRET ?? '', db), metrics)),
    pdf: createPdfRenderer({ threads: 1 }),
    chatFeed: createChatFeed({ eventStore, db, vault, logger: pino({ level: 'silent' }) }, { heartbeatMs: options.chatHeartbeatMs }),
    workflows: createWorkflows({ db, clock, planned: schedulerRunner, awaitedTypes: awaitedEventTypes(allProcessors), local: settlements }),
    video: jitsiRoom(config.VIDEO_BASE_URL, config.SERVER_SECRET ?? ''),
    metrics,
  };
  const jobs = createJobWorker({
    deps,
    processors: allProcessors,
    logger: deps.logger,
    onSettled: settlements.settled,
    planned: schedulerRunner,
    awaitedTypes: awaitedEventTypes(allProcessors),
    pollMs: 100,
  });
  worker = jobs;
  jobs.start();
  await ensureDemoAdmin(deps, TEST_ADMIN.email, TEST_ADMIN.password);
  let handler: AppHandler | undefined;
  const appHandler = () => (handler ??= app.callback());
  const frontend = options.frontend
    ? staticFrontend({
        distDir: frontendDist,
        serverRender: firstRender(adminFirstScreen(options.frontend, appHandler), serverRender(deps, options.frontend, appHandler)),
        logger: deps.logger,
      })
    : options.frontendDist
      ? staticFrontend({ distDir: options.frontendDist, logger: deps.logger })
      : [];
  const app = buildApp(deps, frontend);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = () => new HttpClient(url);
  return {
    url,
    deps,
    databaseUrl,
    outboxDir,
    clock,
    client,
    async rebuildReadModels() {
      await runner.stop();
      for (const projection of projections) await rebuildProjection({ db, log: eventStore, projection, context });
      cache.invalidate();
      runner = await startRunner(readModelProjections);
    },
    async pauseReadModels() {
      await runner.stop();
      return {
        async resume() {
          runner = await startRunner(readModelProjections);
        },
      };
    },
    async runDueJobs() {
      // Every event so far planned first, then every job due by the test's clock run.
      const head = await eventStore.headPosition();
      if (head && !(await schedulerRunner.waitFor(head, { strict: true, timeoutMs: 30_000 }))) throw new Error('The processors did not plan the log within 30 s');
      await jobs.drain();
      // And what those jobs appended read back: the read models caught up with the log as the jobs left it.
      const after = await eventStore.headPosition();
      if (after && !(await runner.waitFor(after, { strict: true, timeoutMs: 30_000 }))) throw new Error('The read models did not catch up with the jobs within 30 s');
    },
    async admin() {
      const admin = client();
      await admin.post('/api/login', TEST_ADMIN).expectStatus(200);
      return admin;
    },
    signUp: (role, email) => signUpAs(client(), role, email),
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      await deps.chatFeed.stop();
      await closed;
      await jobs.stop();
      await runner.stop();
      await schedulerRunner.stop();
      await eventStore.close();
      await deps.pdf.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
