// Approved counsellors written straight into the read model: the bench measures reads and bookings, not sign-ups.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { counsellorsProjection, counsellorsTable } from '@margdarshak/projections/counsellors/counsellorsProjection';

const cities = ['Bengaluru', 'Mumbai', 'New Delhi', 'Kolkata', 'Chennai', 'Pune', 'Hyderabad', 'Jaipur', 'Lucknow', 'Kochi'];

export async function insertBenchCounsellors(db: Knex, count: number, status: (i: number) => 'approved' | 'paused' = () => 'approved'): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const rows = ids.map((id, i) =>
    counsellorsProjection.toRecord({
      id,
      email: `bench${i}-${id.slice(0, 8)}@example.in`,
      status: status(i),
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
      ratingTotal: Math.round((3 + (i % 5) / 2) * (i % 40)),
      createdAt: new Date().toISOString(),
      pendingChange: null,
    }),
  );
  for (let i = 0; i < rows.length; i += 1_000) await db(counsellorsTable).insert(rows.slice(i, i + 1_000));
  return ids;
}
