// The production front door's rules (deploy/Caddyfile) on node:http, for tests that run several API processes on one
// machine: least connections over the upstreams; an upstream marked down while its readiness probe (/api/health/ready)
// fails; a connection that cannot be made tried on another upstream, for as long as the Caddyfile's lb_try_duration, but
// only while nothing was sent upstream; responses passed on as they are written (server-sent events unbuffered); and
// X-Forwarded-For/-Proto/-Host set from the door's own client, overwriting what the client sent. /metrics is not passed
// on (404): the operator's scraper reads each API copy directly (record 0143).
import http from 'node:http';
import { listenOnLoopback } from './loopback';

export interface FrontDoorOptions {
  /** The API processes' base URLs (http://127.0.0.1:PORT); a restarted process comes back on its port. */
  upstreams: string[];
  /** How often each upstream's readiness is probed (the Caddyfile: 5 s; tests probe faster). */
  healthIntervalMs?: number;
  /** How long a request waits for an upstream that takes it (the Caddyfile's lb_try_duration 10s, lb_try_interval 250ms). */
  tryDurationMs?: number;
  tryIntervalMs?: number;
}

export interface FrontDoorStats {
  /** Requests each upstream answered (at least began to). */
  answeredBy: Record<string, number>;
  /** Connections refused or failed before anything was sent, each then tried elsewhere. */
  retriedDials: number;
  /** Requests the door answered 502 itself: no upstream took them within the try duration. */
  noLiveUpstream: number;
  /** Requests sent, whose upstream then died before it answered: 502 (never tried again: it may have been done). */
  diedMidRequest: number;
}

export interface FrontDoor {
  url: string;
  /** Whether the readiness probe last found the upstream ready. */
  isUp(upstream: string): boolean;
  stats(): FrontDoorStats;
  close(): Promise<void>;
}

/** The bodies of the door's own 502s, so a test can tell them from an upstream's. */
export const NO_LIVE_UPSTREAM = 'The front door found no live upstream';
export const UPSTREAM_DIED = 'The upstream died mid-request';

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate']);

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name.toLowerCase())));
}

/** The upstream to try: of those up and not yet tried, the one with the fewest open requests (the first on a tie). */
export function leastConnections(upstreams: readonly string[], open: ReadonlyMap<string, number>, usable: (upstream: string) => boolean): string | undefined {
  let best: string | undefined;
  for (const upstream of upstreams) {
    if (!usable(upstream)) continue;
    if (best === undefined || (open.get(upstream) ?? 0) < (open.get(best) ?? 0)) best = upstream;
  }
  return best;
}

export async function startFrontDoor({ upstreams, healthIntervalMs = 200, tryDurationMs = 10_000, tryIntervalMs = 250 }: FrontDoorOptions): Promise<FrontDoor> {
  const up = new Map(upstreams.map((u) => [u, false]));
  const open = new Map(upstreams.map((u) => [u, 0]));
  const stats: FrontDoorStats = { answeredBy: Object.fromEntries(upstreams.map((u) => [u, 0])), retriedDials: 0, noLiveUpstream: 0, diedMidRequest: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const probe = async (upstream: string) => {
    const ready = await fetch(`${upstream}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    up.set(upstream, ready);
  };
  await Promise.all(upstreams.map(probe));
  let closing = false;
  let probing: Promise<unknown> = Promise.resolve();
  const nextProbe = (): NodeJS.Timeout =>
    setTimeout(() => {
      probing = Promise.all(upstreams.map(probe)).then(() => {
        if (!closing) timer = nextProbe();
      });
    }, healthIntervalMs);
  let timer = nextProbe();

  /** Sends the request to `upstream`: resolves false when the connection could not be made (nothing was sent). */
  const forward = (upstream: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> =>
    new Promise((resolve) => {
      const target = new URL(req.url ?? '/', upstream);
      const headers = withoutHopByHop(req.headers);
      headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
      headers['x-forwarded-proto'] = 'http';
      headers['x-forwarded-host'] = req.headers.host ?? '';
      open.set(upstream, (open.get(upstream) ?? 0) + 1);
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        open.set(upstream, (open.get(upstream) ?? 0) - 1);
      };
      let connected = false;
      const outgoing = http.request(target, { method: req.method, headers, agent });
      outgoing.on('socket', (socket) => {
        const send = () => {
          connected = true;
          req.pipe(outgoing);
        };
        if (socket.connecting) socket.once('connect', send);
        else send();
      });
      outgoing.on('error', () => {
        finish();
        if (!connected) return resolve(false);
        // Sent, then failed: never tried again (it may have been done); the client sees the failure as it is.
        stats.diedMidRequest++;
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(UPSTREAM_DIED);
        else res.destroy();
        resolve(true);
      });
      outgoing.on('response', (answer) => {
        stats.answeredBy[upstream] = (stats.answeredBy[upstream] ?? 0) + 1;
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
        res.flushHeaders();
        answer.pipe(res);
        answer.on('error', () => res.destroy());
        answer.on('close', () => {
          finish();
          if (!answer.complete) res.destroy(); // the upstream died mid-answer: so does the client's connection
        });
        resolve(true);
      });
      // The client went away (a closed event stream): so does the upstream request.
      res.on('close', () => {
        if (!res.writableFinished) outgoing.destroy();
      });
    });

  const server = http.createServer(async (req, res) => {
    if (new URL(req.url ?? '/', 'http://door').pathname === '/metrics') return void res.writeHead(404).end();
    const deadline = Date.now() + tryDurationMs;
    const tried = new Set<string>();
    for (;;) {
      const upstream = leastConnections(upstreams, open, (u) => up.get(u) === true && !tried.has(u));
      if (upstream) {
        if (await forward(upstream, req, res)) return;
        stats.retriedDials++;
        tried.add(upstream);
        continue;
      }
      if (Date.now() >= deadline || res.destroyed) break;
      await new Promise((resolve) => setTimeout(resolve, tryIntervalMs));
      tried.clear();
    }
    stats.noLiveUpstream++;
    if (!res.destroyed) res.writeHead(502, { 'content-type': 'text/plain' }).end(NO_LIVE_UPSTREAM);
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    isUp: (upstream) => up.get(upstream) === true,
    stats: () => structuredClone(stats),
    async close() {
      closing = true;
      clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await probing;
      agent.destroy();
    },
  };
}
