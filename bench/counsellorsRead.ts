// GET /api/counsellors?packageType=advanced with 10,000 counsellors in the read model, under 32 connections.
import knex from 'knex';
import { insertBenchCounsellors } from './benchCounsellors';
import { load } from './load';
import { row, type BenchRow } from './results';

const count = 10_000;

export async function benchCounsellorsRead(appUrl: string, databaseUrl: string): Promise<BenchRow[]> {
  // The read side is what is measured, so the rows are written straight into the read model.
  const db = knex({ client: 'pg', connection: databaseUrl });
  await insertBenchCounsellors(db, count, (i) => (i % 10 === 0 ? 'paused' : 'approved'));
  await db.destroy();

  const url = `${appUrl}/api/counsellors?packageType=advanced`;
  const listed = Number((await fetch(url)).headers.get('X-Total-Count'));
  if (listed < count / 2) throw new Error(`expected thousands of counsellors, got ${listed}`);
  const result = await load(url, { connections: 32, seconds: 5 });
  if (result.errors || result.non2xx) throw new Error(`GET /api/counsellors failed under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return [
    ...row({
      name: `GET /api/counsellors?packageType=advanced (first page of ${listed.toLocaleString('en-IN')}, of ${count.toLocaleString('en-IN')} counsellors) requests/s`,
      value: result.requestsPerSecond,
      unit: 'req/s',
      target: null,
      better: 'higher',
      baseline: null,
    }),
    ...row({ name: 'GET /api/counsellors?packageType=advanced p99 latency', value: result.p99Ms, unit: 'ms', target: 30, better: 'lower', baseline: null }),
  ];
}
