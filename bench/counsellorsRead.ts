// GET /api/counsellors?packageType=advanced with 10,000 counsellors in the read model, under 32 connections.
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { counsellorsProjection, counsellorsTable } from '@margdarshak/projections/counsellors/counsellorsProjection';
import { load } from './load';
import { row, type BenchRow } from './results';

const count = 10_000;
const cities = ['Bengaluru', 'Mumbai', 'New Delhi', 'Kolkata', 'Chennai', 'Pune', 'Hyderabad', 'Jaipur', 'Lucknow', 'Kochi'];

export async function benchCounsellorsRead(appUrl: string, databaseUrl: string): Promise<BenchRow[]> {
  // The read side is what is measured, so the rows are written straight into the read model.
  const db = knex({ client: 'pg', connection: databaseUrl });
  const rows = Array.from({ length: count }, (_, i) =>
    counsellorsProjection.toRecord({
      id: randomUUID(),
      email: `bench${i}@example.in`,
      status: i % 10 === 0 ? 'paused' : 'approved',
      name: `Counsellor ${i}`,
      age: 30 + (i % 30),
      mobile: '9800000000',
      address: 'Bench address',
      qualification: 'M.A. Psychology',
      specialization: 'Career counselling',
      experience: `${i % 20} years`,
      location: cities[i % cities.length] ?? null,
      offersBasic: i % 2 === 0,
      offersAdvanced: i % 3 !== 0,
      offersComprehensive: i % 5 === 0,
      photoFileId: null,
      addressProofFileId: null,
      certificateFileId: null,
      rating: 3 + (i % 5) / 2,
      ratingCount: i % 40,
      createdAt: new Date().toISOString(),
    }),
  );
  for (let i = 0; i < rows.length; i += 1_000) await db(counsellorsTable).insert(rows.slice(i, i + 1_000));
  await db.destroy();

  const url = `${appUrl}/api/counsellors?packageType=advanced`;
  const listed = Number((await fetch(url)).headers.get('X-Total-Count'));
  if (listed < count / 2) throw new Error(`expected thousands of counsellors, got ${listed}`);
  const result = await load(url, { connections: 32, seconds: 5 });
  if (result.errors || result.non2xx) throw new Error(`GET /api/counsellors failed under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return [
    ...row({ name: `GET /api/counsellors?packageType=advanced (first page of ${listed.toLocaleString('en-IN')}, of ${count.toLocaleString('en-IN')} counsellors) requests/s`, value: result.requestsPerSecond, unit: 'req/s', target: null, better: 'higher', baseline: null }),
    ...row({ name: 'GET /api/counsellors?packageType=advanced p99 latency', value: result.p99Ms, unit: 'ms', target: 30, better: 'lower', baseline: null }),
  ];
}
