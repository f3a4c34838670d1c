// GET /api/counsellors/{id}/available-slots with 1,000 counsellors whose next 30 days are partly booked, 32 connections.
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { addDays, daySlots, defaultWeeklyHours, istDate } from '@margdarshak/contracts/schedule/slots';
import { slotsTable } from '@margdarshak/projections/schedule/scheduleProjection';
import { insertBenchCounsellors } from './benchCounsellors';
import { load } from './load';
import { row, type BenchRow } from './results';

const counsellors = 1_000;
const days = 30;

export async function benchSlotsRead(appUrl: string, databaseUrl: string): Promise<BenchRow[]> {
  const db = knex({ client: 'pg', connection: databaseUrl });
  const ids = await insertBenchCounsellors(db, counsellors);
  const today = istDate(new Date());
  // Three of each day's eight slots booked, a different three from day to day: 90,000 claimed slots.
  const claimed = ids.flatMap((counsellorId, c) =>
    Array.from({ length: days }, (_, d) => {
      const date = addDays(today, d + 1);
      return daySlots(defaultWeeklyHours, [], date)
        .filter((_, s) => (s + c + d) % 8 < 3)
        .map((slot) => ({ counsellor_id: counsellorId, date, slot, booking_id: randomUUID(), booked: true, hold_until: null }));
    }).flat(),
  );
  for (let i = 0; i < claimed.length; i += 5_000) await db(slotsTable).insert(claimed.slice(i, i + 5_000));
  await db.destroy();

  const url = `${appUrl}/api/counsellors/${ids[500]}/available-slots?date=${addDays(today, 10)}`;
  const open = ((await (await fetch(url)).json()) as { availableSlots: string[] }).availableSlots;
  if (open.length !== 5) throw new Error(`expected 5 open slots, got ${open.length}`);
  const result = await load(url, { connections: 32, seconds: 5 });
  if (result.errors || result.non2xx) throw new Error(`available-slots failed under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return [
    ...row({
      name: `GET available-slots (${counsellors.toLocaleString('en-IN')} counsellors, ${claimed.length.toLocaleString('en-IN')} booked slots) requests/s`,
      value: result.requestsPerSecond,
      unit: 'req/s',
      target: null,
      better: 'higher',
      baseline: null,
    }),
    ...row({ name: 'GET available-slots p99 latency', value: result.p99Ms, unit: 'ms', target: 20, better: 'lower', baseline: null }),
  ];
}
