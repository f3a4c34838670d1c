// (c) GET /api/packages through the real app (the request's frame with its id, log line, metrics, error answers and
// headers; the HTTPS and address rules; the route, found by its exact path; the read-model cache: docs/decisions/0166
// and 0169), against a bare Koa route answering the same JSON from memory, both under the same load in the same run.
import { once } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import Koa from 'koa';
import { withServersPinned } from './cores';
import { load, type LoadResult } from './load';
import { row, type BenchRow } from './results';

const connections = 32;
const seconds = 5;
const rounds = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchPackagesRead(appUrl: string): Promise<BenchRow[]> {
  const body = await (await fetch(`${appUrl}/api/packages`)).text();
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.type = 'json';
    ctx.body = body;
  });
  const server = bare.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const bareUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/packages`;

  // Alternating rounds, medians kept: a passing load on the shared machine then touches both sides alike.
  const bareRuns: LoadResult[] = [];
  const realRuns: LoadResult[] = [];
  await withServersPinned(async (cores) => {
    for (let i = 0; i < rounds; i++) {
      bareRuns.push(await load(bareUrl, { connections, seconds, cores }));
      realRuns.push(await load(`${appUrl}/api/packages`, { connections, seconds, cores }));
    }
  });
  await close(server);
  const failed = realRuns.find((r) => r.errors || r.non2xx);
  if (failed) throw new Error(`GET /api/packages failed under load: ${failed.errors} errors, ${failed.non2xx} non-2xx`);
  const baseline = { requestsPerSecond: median(bareRuns.map((r) => r.requestsPerSecond)), p99Ms: median(bareRuns.map((r) => r.p99Ms)) };
  const real = { requestsPerSecond: median(realRuns.map((r) => r.requestsPerSecond)), p99Ms: median(realRuns.map((r) => r.p99Ms)) };

  return [
    ...row({
      name: `GET /api/packages requests/s (${connections} connections, median of ${rounds})`,
      value: real.requestsPerSecond,
      unit: 'req/s',
      target: null,
      better: 'higher',
      baseline: baseline.requestsPerSecond,
      ratioTarget: 0.8,
    }),
    ...row({ name: 'GET /api/packages p99 latency', value: real.p99Ms, unit: 'ms', target: 25, better: 'lower', baseline: baseline.p99Ms }),
  ];
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
