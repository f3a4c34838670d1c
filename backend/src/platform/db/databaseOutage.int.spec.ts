// The whole product (main(), API and projectors in one process) on a PostgreSQL of its own, which the test stops and
// starts again on the same port and data folder: 503s while it is away, and everything working again once it is back,
// with no restart of the product.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerProjections } from '../../processors';
import { projectionAppliedChannel } from '@margdarshak/projections/runner';
import { main, type Running } from '../../main';
import { HttpClient } from '../../testing/httpClient';
import { createDatabaseProbe } from './databaseProbe';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embeddedPostgres';

const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-outage-'));
chmodSync(root, 0o755); // the postgres user must enter it when tests run as root
const postgresDir = path.join(root, 'postgres');
const existing = { email: `before-${Date.now()}@example.in`, password: 'secret-123' };
const jsonHeaders = { Accept: 'application/json' };
const pageHeaders = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let database: EmbeddedPostgres;
let running: Running | undefined;
/** Signed in as `existing` (registering signs in). */
let visitor: HttpClient;
const stranger = () => new HttpClient(visitor.baseUrl);

/** Polls `attempt` until it answers true, failing after `timeoutMs`: recovery must come, and come soon. */
async function eventually(what: string, attempt: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await attempt().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function withClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.urlFor('margdarshak') });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await startEmbeddedPostgres({ dataDir: postgresDir, durable: false });
  await database.createDatabase('margdarshak');
  running = await main({
    mode: 'all',
    listen: true,
    env: { NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: database.urlFor('margdarshak'), DATA_DIR: path.join(root, 'app'), SEED_DEMO_DATA: 'false' },
  });
  visitor = new HttpClient(running.url.replace('localhost', '127.0.0.1'));
  await visitor.post('/api/register', { ...existing, role: 'student' }).expectStatus(201);
});

afterAll(async () => {
  await running?.stop();
  await database?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('with the database stopped', () => {
  beforeAll(async () => {
    await database.stop();
  });

  it('answers the API with 503, Retry-After and a sentence that says why', async () => {
    for (const response of [
      await stranger().post('/api/login', existing, jsonHeaders),
      await stranger().post('/api/register', { email: `during-${Date.now()}@example.in`, password: 'secret-123', role: 'student' }, jsonHeaders),
      await visitor.get('/api/user', jsonHeaders),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: expect.stringMatching(/cannot reach our database.*try again/i) });
    }
  });

  it.each([
    ['a signed-out visitor (whose page needs no query of its own)', stranger],
    ['a signed-in visitor', () => visitor],
  ])("answers a page with the plain 'back in a minute' page, which our CSP lets render: %s", async (_, who) => {
    const response = await who().get('/counsellors', pageHeaders);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('back in a minute');
    expect(html).not.toMatch(/<script|<link|<img|src=/i);
  });

  it('is live but not ready', async () => {
    const live = await visitor.get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await visitor.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
  });
});

describe('once the database is started again on the same port and data', () => {
  beforeAll(async () => {
    database = await startEmbeddedPostgres({ dataDir: postgresDir, durable: false, port: database.port });
  });

  it('is ready again by itself, with every read model caught up', async () => {
    await eventually('ready', async () => (await visitor.get('/api/health/ready')).status === 200);
    const ready = await visitor.get('/api/health/ready').json<{ status: string; projections: { name: string; lag: number }[] }>();
    expect(ready.status).toBe('ready');
    expect(ready.projections.map((projection) => projection.name)).toEqual(runnerProjections().map((projection) => projection.name));
  });

  it('takes commands end to end again: a new account can sign in, so the projections resumed', async () => {
    const newcomer = { email: `after-${Date.now()}@example.in`, password: 'secret-123' };
    await eventually('register', async () => (await stranger().post('/api/register', { ...newcomer, role: 'student' })).status === 201);
    await eventually('sign-in of the new account', async () => (await stranger().post('/api/login', newcomer)).status === 200, 15_000);
    await stranger().post('/api/login', existing).expectStatus(200);
    expect((await visitor.get('/api/user').json<{ email: string }>()).email).toBe(existing.email);
    expect((await stranger().get('/counsellors', pageHeaders)).status).toBe(200);
  });

  it('shows pages again as soon as any query is answered, even right after a request failed to reach the database', async () => {
    if (!running) throw new Error('the product is not running');
    // As a request that failed in the last instant of the outage does: the probe believes the database away.
    createDatabaseProbe(running.deps.db, running.deps.logger).failed(new Error('connection terminated'));
    await stranger().post('/api/login', existing).expectStatus(200);
    expect((await stranger().get('/counsellors', pageHeaders)).status).toBe(200);
  });

  it('hears again when another process changes a read model', async () => {
    // The API's LISTEN connection died with the database; it must be back before the test can rely on it.
    await eventually('LISTEN reconnected', () =>
      withClient(async (client) => (await client.query('select 1 from pg_stat_activity where position($1 in query) > 0', [`listen ${pg.escapeIdentifier(projectionAppliedChannel)};`])).rowCount === 1),
    );
    expect(await visitor.get('/api/packages').json()).toEqual([]);
    // As a projector worker would: change the read model, then announce it.
    await withClient((client) =>
      client.query(
        `insert into packages (id, type, name, description, price_paise, features, highlighted, created_at, updated_at)
         values ($1, 'basic', 'Written elsewhere', 'A package another process projected', 100000, '[]', false, now(), now())`,
        [randomUUID()],
      ),
    );
    expect(await visitor.get('/api/packages').json()).toEqual([]); // still the cached answer
    await withClient((client) => client.query('select pg_notify($1, $2)', [projectionAppliedChannel, 'packages']));
    await eventually('the cached packages dropped', async () => (await visitor.get('/api/packages').json<{ name: string }[]>()).some((p) => p.name === 'Written elsewhere'), 5_000);
  });
});
