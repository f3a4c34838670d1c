// The back office's bookings list (GET /api/admin/bookings) over 100,000 bookings under 32 connections: one status,
// sorted by session date, a page in the middle. The lifecycles (booked by 2,000 students with 40 counsellors, mostly
// paid and completed, some cancelled or never paid) are fed straight to the bookings and adminStats projections'
// apply, as a rebuild does, so the list and its Content-Range total read what the product's own code wrote.
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { adminStatsProjection } from '@margdarshak/projections/adminStats/adminStatsProjection';
import { bookingsProjection } from '@margdarshak/projections/bookings/bookingsProjection';
import { signInAsAdmin } from './adminStats';
import { load } from './load';
import { nth } from './nth';
import { row, type BenchRow } from './results';

const bookings = 100_000;
const batchEvents = 10_000;
const noPersonalData = { openPersonalData: async () => undefined };

function lifecycle(i: number, now: number, students: string[], counsellors: string[]): RecordedEvent[] {
  const bookingId = randomUUID();
  const paymentId = `pay_list_${i}`;
  const amountPaise = 99_900 + (i % 3) * 100_000;
  const startsAt = new Date(now + ((i % 400) - 300) * 86_400_000);
  const fate = i % 10 === 0 ? 'cancelled' : i % 25 === 1 ? 'expired' : startsAt.getTime() > now ? 'confirmed' : 'completed';
  const requested = {
    studentId: nth(students, i),
    counsellorId: nth(counsellors, i),
    packageId: randomUUID(),
    packageType: 'advanced',
    packageName: 'Advanced',
    date: istDate(startsAt),
    slot: '10:00 AM',
    startsAt: startsAt.toISOString(),
    pricePaise: amountPaise,
    couponCode: null,
    discountPaise: 0,
    amountPaise,
    holdUntil: startsAt.toISOString(),
  };
  const paid: [string, object][] = [
    ['PaymentVerified', { orderId: `order_list_${i}`, paymentId, amountPaise, via: 'checkout' }],
    ['BookingConfirmed', { paymentId }],
  ];
  const steps: [string, object][] = [
    ['BookingRequested', requested],
    ...(fate === 'expired' ? [['BookingExpired', {}] as [string, object]] : paid),
    ...(fate === 'cancelled' ? [['BookingCancelled', { by: 'student', reason: 'requested', refundDue: false, paymentId: null }] as [string, object]] : []),
    ...(fate === 'completed' ? [['BookingCompleted', {}] as [string, object]] : []),
  ];
  return steps.map(([type, data], k) => ({
    id: randomUUID(),
    streamName: `booking-${bookingId}`,
    revision: BigInt(k),
    position: { commit: 0n, prepare: 0n },
    type,
    data: { bookingId, ...data },
    metadata: { at: new Date(now - 400 * 86_400_000 + i * 60_000 + k * 1000).toISOString() },
  }));
}

export async function seedAdminBookings(databaseUrl: string): Promise<void> {
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } });
  try {
    const now = Date.now();
    const students = Array.from({ length: 2_000 }, () => randomUUID());
    const counsellors = Array.from({ length: 40 }, () => randomUUID());
    for (let i = 0; i < bookings; ) {
      const batch: RecordedEvent[] = [];
      for (; i < bookings && batch.length < batchEvents; i++) batch.push(...lifecycle(i, now, students, counsellors));
      await db.transaction(async (trx) => {
        await bookingsProjection.apply(trx, batch, noPersonalData);
        await adminStatsProjection.apply(trx, batch, noPersonalData);
      });
    }
    await db.raw('analyze bookings');
  } finally {
    await db.destroy();
  }
}

export async function benchAdminBookings(appUrl: string, databaseUrl: string): Promise<BenchRow[]> {
  console.error('GET /api/admin/bookings…');
  await seedAdminBookings(databaseUrl);
  const cookie = await signInAsAdmin(appUrl);
  const query = new URLSearchParams({ filter: JSON.stringify({ status: 'confirmed' }), sort: JSON.stringify(['sessionDate', 'DESC']), range: JSON.stringify([200, 224]) });
  const url = `${appUrl}/api/admin/bookings?${query}`;
  const first = await fetch(url, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`GET /api/admin/bookings did not load: ${first.status} ${await first.text()}`);
  if (((await first.json()) as unknown[]).length !== 25) throw new Error('GET /api/admin/bookings did not answer a page of 25');
  const result = await load(url, { connections: 32, seconds: 5, headers: { cookie } });
  if (result.errors || result.non2xx) throw new Error(`GET /api/admin/bookings failed under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
  // Pages never read before (the cache cannot answer): 8 clients at once, each a different page, status and sort.
  const statuses = ['confirmed', 'completed', 'cancelled', 'pending'];
  const sorts = [
    ['sessionDate', 'DESC'],
    ['bookingDate', 'DESC'],
    ['amount', 'ASC'],
    ['sessionDate', 'ASC'],
  ];
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    for (let i = next++; i < 800; i = next++) {
      const params = new URLSearchParams({ filter: JSON.stringify({ status: statuses[i % 4] }), sort: JSON.stringify(sorts[(i >> 2) % 4]), range: JSON.stringify([i * 25, i * 25 + 24]) });
      const started = performance.now();
      const response = await fetch(`${appUrl}/api/admin/bookings?${params}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/admin/bookings answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;

  const name = `GET /api/admin/bookings, ${bookings.toLocaleString('en-IN')} bookings, confirmed, by session date, rows 201-225`;
  return [
    ...row({ name: `${name}, requests/s (read again: kept until a read model changes)`, value: result.requestsPerSecond, unit: 'req/s', target: null, better: 'higher', baseline: null }),
    ...row({ name: `${name}, p99 latency at 32 connections`, value: result.p99Ms, unit: 'ms', target: 50, better: 'lower', baseline: null }),
    ...row({
      name: 'GET /api/admin/bookings, 800 pages never read before (4 statuses x 4 sorts, deep offsets), 8 clients, p99',
      value: p99,
      unit: 'ms',
      target: null,
      better: 'lower',
      baseline: null,
    }),
  ];
}
