// GET /metrics over HTTP on a real app and database: who may read it (404 unless METRICS_TOKEN is set, 401 without the
// token or with another), the Prometheus text it answers, and figures that follow what happens: a request counted once
// made, a read model's lag while its projector is stopped, the open chat streams.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import knex from 'knex';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPaths } from '@margdarshak/contracts/api/chat';
import { chatWorld } from '../../testing/chatTesting';
import { openEventStreamClient } from '../../testing/eventStreamClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { fixedClock } from '../clock';
import { runnerProjections } from '../../processors';
import { metricsRoutes } from './metrics.routes';

const token = 'metrics-token-for-the-spec-0123456789';
const clock = fixedClock(new Date('2026-11-02T05:30:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock, env: { METRICS_TOKEN: token } });
});
afterAll(async () => {
  await app?.stop();
});

/** knex's own console lines about the refused connections: the refusal is what this spec is about. */
const quiet = { warn: () => {}, error: () => {}, debug: () => {}, deprecate: () => {} };

const scrape = async (header = `Bearer ${token}`) => fetch(`${app.url}/metrics`, { headers: { Authorization: header } });

/** The samples of the scrape, by series name with its labels as written: `name{a="b"}` -> value. */
async function samples(): Promise<Map<string, number>> {
  const response = await scrape();
  expect(response.status).toBe(200);
  const found = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(margdarshak_[a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    expect(match, `a sample line: ${line}`).not.toBeNull();
    if (match?.[1] && match[2]) found.set(match[1], Number(match[2]));
  }
  return found;
}

describe('who may read GET /metrics', () => {
  it('answers 404 when no METRICS_TOKEN is configured', async () => {
    const without = await startTestApp();
    try {
      const response = await fetch(`${without.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(404);
    } finally {
      await without.stop();
    }
  });

  it('answers 401 without a token, with another token, and with a token that is not a bearer token', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await scrape('Bearer another-token-of-the-same-sort-0123')).status).toBe(401);
    expect((await scrape(`Bearer ${token}x`)).status).toBe(401);
    expect((await scrape(`Basic ${token}`)).status).toBe(401);
    const refused = await scrape('Bearer wrong');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
  });

  it('answers 200 in the Prometheus text format, never cached, with the token', async () => {
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the series', () => {
  it('has every listed series, each sample a number', async () => {
    const names = new Set([...(await samples()).keys()].map((series) => series.replace(/\{.*$/, '')));
    for (const name of [
      'margdarshak_http_requests_total',
      'margdarshak_http_request_duration_seconds_bucket',
      'margdarshak_http_request_duration_seconds_count',
      'margdarshak_database_up',
      'margdarshak_projection_lag_seconds',
      'margdarshak_projection_lag_events',
      'margdarshak_projection_parked_events',
      'margdarshak_projection_failing',
      'margdarshak_processor_jobs_due',
      'margdarshak_processor_jobs_failing',
      'margdarshak_chat_streams_open',
      'margdarshak_pdf_queue_length',
      'margdarshak_pdf_utilization',
      'margdarshak_pdf_threads',
    ])
      expect(names, name).toContain(name);
  });

  it('counts a request by its route pattern, never by its raw URL', async () => {
    const series = 'margdarshak_http_requests_total{method="GET",route="/api/packages/:typeOrId",status_class="4xx"}';
    const before = (await samples()).get(series) ?? 0;
    await app.client().get(`/api/packages/${randomUUID()}`).expectStatus(404);
    await app.client().get(`/api/packages/${randomUUID()}`).expectStatus(404);
    const after = await samples();
    expect(after.get(series)).toBe(before + 2);
    expect([...after.keys()].some((key) => key.includes('route="/api/packages/') && !key.includes(':typeOrId'))).toBe(false);
  });

  it("shows a read model's lag while its projector is stopped, and none once it has caught up", async () => {
    const paused = await app.pauseReadModels();
    try {
      const at = new Date(clock.now().getTime() - 90_000).toISOString();
      await app.deps.eventStore.appendToStream(`contact-${randomUUID()}`, [{ type: 'ContactMessageHandled', data: { messageId: randomUUID(), handled: true }, metadata: { at, role: 'system' } }]);
      const behind = await samples();
      expect(behind.get('margdarshak_projection_lag_events{projection="contact_messages"}')).toBe(1);
      expect(behind.get('margdarshak_projection_lag_seconds{projection="contact_messages"}')).toBe(90);
    } finally {
      await paused.resume();
    }
    const head = await app.deps.eventStore.headPosition();
    expect(head && (await app.deps.readModels.waitFor(head, { timeoutMs: 30_000 }))).toBe(true);
    const caughtUp = await samples();
    expect(caughtUp.get('margdarshak_projection_lag_events{projection="contact_messages"}')).toBe(0);
    expect(caughtUp.get('margdarshak_projection_lag_seconds{projection="contact_messages"}')).toBe(0);
  });

  it('counts the chat streams open in this process', async () => {
    const { student, bookingId } = await (await chatWorld(app)).session();
    const open = async () => (await samples()).get('margdarshak_chat_streams_open');
    const before = await open();
    const stream = await openEventStreamClient(app.url + chatPaths.stream(bookingId), { Cookie: student.cookieHeader() });
    expect(stream.status).toBe(200);
    expect(await open()).toBe((before ?? 0) + 1);
    stream.close();
    await expect.poll(open, { timeout: 10_000 }).toBe(before);
  });

  it('still answers while the database cannot be read: database_up 0, the figures read from it absent, the rest there', async () => {
    const away = knex({ client: 'pg', connection: 'postgres://nobody:none@127.0.0.1:1/none', pool: { min: 0, max: 1 }, acquireConnectionTimeout: 2_000, log: quiet });
    const routes = metricsRoutes({ ...app.deps, db: away }, runnerProjections(), ['payments']);
    const server = new Koa().use(routes.routes()).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^margdarshak_database_up 0$/m);
      expect(text).not.toMatch(/^margdarshak_projection_lag_events\{/m);
      expect(text).toMatch(/^margdarshak_chat_streams_open \d+$/m);
    } finally {
      server.close();
      await away.destroy();
    }
  });
});
