// The admin overview's figures (GET /api/admin/stats) under 32 connections, signed in as the demo admin, over a read
// model that has counted 50,000 booking lifecycles (250,000 events) besides what the bench seeded. The lifecycles are
// fed straight to the adminStats projection's apply, in batches of 5,000 events as a rebuild does, rather than appended
// to the log: the running product's processors would otherwise confirm, complete, refund and mail each of them during
// the measurement. Also reported: how fast that apply ran.
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { adminStatsProjection } from '@margdarshak/projections/adminStats/adminStatsProjection';
import { DEMO_ADMIN_DEFAULTS } from '../backend/src/platform/config';
import { load, type LoadResult } from './load';
import { row, type BenchRow } from './results';

const bookings = 50_000;
const batchEvents = 5_000;
const noPersonalData = { openPersonalData: async () => undefined };

/** One booking's life, over the last two years: paid and confirmed; then mostly completed, some cancelled and refunded. */
function lifecycle(i: number, now: number): RecordedEvent[] {
  const bookingId = randomUUID();
  const paymentId = `pay_bench_${i}`;
  const amountPaise = 99_900 + (i % 3) * 100_000;
  const start = now - (i % 730) * 86_400_000;
  const fate = i % 10 === 0 ? 'cancelled' : i % 25 === 1 ? 'expired' : 'completed';
  const steps: [string, Record<string, unknown>][] =
    fate === 'expired'
      ? [
          ['BookingRequested', {}],
          ['BookingExpired', {}],
        ]
      : [
          ['BookingRequested', {}],
          ['PaymentVerified', { orderId: `order_bench_${i}`, paymentId, amountPaise, via: 'checkout' }],
          ['BookingConfirmed', { paymentId }],
          ...(fate === 'cancelled'
            ? ([
                ['BookingCancelled', { by: 'student', reason: 'requested', refundDue: true, paymentId }],
                ['RefundIssued', { paymentId, refundId: `rfnd_bench_${i}`, amountPaise }],
              ] as [string, Record<string, unknown>][])
            : ([['BookingCompleted', {}]] as [string, Record<string, unknown>][])),
        ];
  return steps.map(([type, data], k) => ({
    id: randomUUID(),
    streamName: `booking-${bookingId}`,
    revision: BigInt(k),
    position: { commit: 0n, prepare: 0n },
    type,
    data: { bookingId, ...data },
    metadata: { at: new Date(start + k * 3_600_000).toISOString() },
  }));
}

/** Answers events per second. */
async function countLifecycles(databaseUrl: string): Promise<number> {
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } });
  try {
    const now = Date.now();
    let applied = 0;
    let elapsedMs = 0;
    // Made a batch at a time: the product serves from this process, and a heap of 250,000 events would be collected
    // during the measurement that follows.
    for (let i = 0; i < bookings; ) {
      const batch: RecordedEvent[] = [];
      for (; i < bookings && batch.length < batchEvents; i++) batch.push(...lifecycle(i, now));
      const started = performance.now();
      await db.transaction((trx) => adminStatsProjection.apply(trx, batch, noPersonalData));
      elapsedMs += performance.now() - started;
      applied += batch.length;
    }
    return applied / (elapsedMs / 1000);
  } finally {
    await db.destroy();
  }
}

export async function signInAsAdmin(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: appUrl }, body: JSON.stringify(DEMO_ADMIN_DEFAULTS) });
  if (response.status !== 200) throw new Error(`signing in as the demo admin failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const connections = 32;
const seconds = 3;
const rounds = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchAdminStats(appUrl: string, databaseUrl: string): Promise<BenchRow[]> {
  console.error('GET /api/admin/stats…');
  const eventsPerSecond = await countLifecycles(databaseUrl);
  const cookie = await signInAsAdmin(appUrl);
  const url = `${appUrl}/api/admin/stats`;
  const first = await fetch(url, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`GET /api/admin/stats did not load: ${first.status} ${await first.text()}`);
  const { bookingsCount } = (await first.json()) as { bookingsCount: number };
  if (bookingsCount < bookings * 0.9) throw new Error(`GET /api/admin/stats counts ${bookingsCount} paid bookings, expected at least ${bookings * 0.9}`);

  // Beside GET /api/user, the cheapest signed-in read (the same session and guard, no query): alternating rounds,
  // medians kept, so a passing load on the shared machine touches both alike.
  const baseline: LoadResult[] = [];
  const stats: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    baseline.push(await load(`${appUrl}/api/user`, { connections, seconds, headers: { cookie } }));
    stats.push(await load(url, { connections, seconds, headers: { cookie } }));
  }
  const failed = [...baseline, ...stats].find((r) => r.errors || r.non2xx);
  if (failed) throw new Error(`GET /api/admin/stats or /api/user failed under load: ${failed.errors} errors, ${failed.non2xx} non-2xx`);
  const over = `${bookings.toLocaleString('en-IN')} booking lifecycles counted`;
  return [
    ...row({
      name: `adminStats projection, ${over} in batches of ${batchEvents.toLocaleString('en-IN')} events`,
      value: eventsPerSecond,
      unit: 'events/s',
      target: null,
      better: 'higher',
      baseline: null,
    }),
    ...row({
      name: `GET /api/admin/stats as admin, ${over}, requests/s (${connections} connections, median of ${rounds}; baseline GET /api/user)`,
      value: median(stats.map((r) => r.requestsPerSecond)),
      unit: 'req/s',
      target: null,
      better: 'higher',
      baseline: median(baseline.map((r) => r.requestsPerSecond)),
    }),
    ...row({
      name: `GET /api/admin/stats p99 latency at ${connections} connections`,
      value: median(stats.map((r) => r.p99Ms)),
      unit: 'ms',
      target: 20,
      better: 'lower',
      baseline: median(baseline.map((r) => r.p99Ms)),
    }),
  ];
}
