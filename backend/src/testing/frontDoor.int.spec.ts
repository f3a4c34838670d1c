// The test front door's rules, on small node:http upstreams that say who they are and what they were sent.
import http from 'node:http';
import { listenOnLoopback } from './loopback';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStreamClient } from './eventStreamClient';
import { leastConnections, NO_LIVE_UPSTREAM, startFrontDoor, UPSTREAM_DIED, type FrontDoor } from './frontDoor';

interface Upstream {
  url: string;
  ready: boolean;
  /** Requests to /hold stay open until released. */
  release(): void;
  close(): Promise<void>;
}

async function upstream(name: string): Promise<Upstream> {
  const held: http.ServerResponse[] = [];
  const state = { ready: true };
  const server = http.createServer(async (req, res) => {
    if (req.url === '/api/health/ready') return res.writeHead(state.ready ? 200 : 503).end();
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.url === '/die') return req.socket.destroy(); // read the request, then died before answering
    if (req.url === '/hold') {
      res.writeHead(200, { 'content-type': 'text/plain' }).flushHeaders();
      return held.push(res);
    }
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`id: 1\nevent: message\ndata: from ${name}\n\n`);
      return held.push(res); // the stream stays open: the event must reach the client before it ends
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name, body, headers: req.headers }));
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    get ready() {
      return state.ready;
    },
    set ready(value) {
      state.ready = value;
    },
    release: () => {
      for (const res of held.splice(0)) res.end();
    },
    close: async () => {
      for (const res of held.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Echo {
  name: string;
  body: string;
  headers: Record<string, string>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scene(options: { healthIntervalMs?: number; tryDurationMs?: number } = {}) {
  const a = await upstream('a');
  const b = await upstream('b');
  const door: FrontDoor = await startFrontDoor({ upstreams: [a.url, b.url], ...options });
  cleanups.push(a.close, b.close, door.close);
  return { a, b, door };
}

describe('leastConnections', () => {
  it('picks a usable upstream with the fewest open requests, or none when none is usable', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5), fc.boolean()), { minLength: 0, maxLength: 6 }), (rows) => {
        const names = rows.map((_, i) => `u${i}`);
        const open = new Map(rows.map(([count], i) => [`u${i}`, count]));
        const usable = new Set(names.filter((_, i) => rows[i]?.[1]));
        const chosen = leastConnections(names, open, (u) => usable.has(u));
        if (usable.size === 0) {
          expect(chosen).toBeUndefined();
          return;
        }
        expect(chosen !== undefined && usable.has(chosen)).toBe(true);
        const fewest = Math.min(...[...usable].map((u) => open.get(u) ?? 0));
        expect(open.get(chosen ?? '')).toBe(fewest);
      }),
    );
  });
});

describe('the front door for tests', () => {
  it('sends a request to the upstream with fewer open requests', async () => {
    const { a, door } = await scene();
    const holding = fetch(`${door.url}/hold`); // goes to a (tie: the first); a now has one open
    await until(async () => (door.stats().answeredBy[a.url] ?? 0) === 1);
    const next = (await (await fetch(`${door.url}/echo`)).json()) as Echo;
    expect(next.name).toBe('b');
    a.release();
    await (await holding).text();
  });

  it('overwrites X-Forwarded-For/-Proto/-Host with what it saw, and keeps the Host', async () => {
    const { door } = await scene();
    const echo = (await (await fetch(`${door.url}/echo`, { headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' } })).json()) as Echo;
    const host = new URL(door.url).host;
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers['x-forwarded-host']).toBe(host);
    expect(echo.headers.host).toBe(host);
  });

  it('tries a refused connection on another upstream, with the whole body', async () => {
    const { a, door } = await scene({ healthIntervalMs: 60_000 }); // a stays marked up after it dies
    await a.close();
    const echo = (await (await fetch(`${door.url}/echo`, { method: 'POST', body: 'the whole body' })).json()) as Echo;
    expect(echo).toMatchObject({ name: 'b', body: 'the whole body' });
    expect(door.stats().retriedDials).toBe(1);
  });

  it('never sends a request again once it was sent: its upstream dying answers 502', async () => {
    const { a, b, door } = await scene();
    const response = await fetch(`${door.url}/die`, { method: 'POST', body: 'pay once' });
    expect(response.status).toBe(502);
    expect(await response.text()).toBe(UPSTREAM_DIED);
    expect(door.stats()).toMatchObject({ diedMidRequest: 1, retriedDials: 0, answeredBy: { [a.url]: 0, [b.url]: 0 } });
  });

  it('sends nothing to an upstream whose readiness probe fails, and answers 502 itself when none is ready', async () => {
    const { a, b, door } = await scene({ healthIntervalMs: 20, tryDurationMs: 300 });
    a.ready = false;
    await until(async () => !door.isUp(a.url));
    for (let i = 0; i < 4; i++) expect(((await (await fetch(`${door.url}/echo`)).json()) as Echo).name).toBe('b');
    b.ready = false;
    await until(async () => !door.isUp(b.url));
    const refused = await fetch(`${door.url}/echo`);
    expect(refused.status).toBe(502);
    expect(await refused.text()).toBe(NO_LIVE_UPSTREAM);
    expect(door.stats().noLiveUpstream).toBe(1);
  });

  it('answers 404 for /metrics itself, as the Caddyfile does', async () => {
    const { a, b, door } = await scene();
    expect((await fetch(`${door.url}/metrics?x=1`)).status).toBe(404);
    expect(door.stats().answeredBy).toEqual({ [a.url]: 0, [b.url]: 0 });
  });

  it('passes an event stream on as it is written', async () => {
    const { door } = await scene();
    const stream = await openEventStreamClient(`${door.url}/events`);
    const [event] = await stream.waitForEvents(1);
    expect(event).toMatchObject({ id: '1', data: 'from a' });
    expect(stream.contentType).toBe('text/event-stream');
    stream.close();
  });
});

async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!(await done())) throw new Error('never came true');
}
