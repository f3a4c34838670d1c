// The public list filters in SQL; this checks it against the shared rule (counsellorFilter.ts) on random read models.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNSELLOR_DEFAULTS, type CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import { filterCounsellors } from '@margdarshak/contracts/counsellorFilter';
import { createTestDatabase } from '../../testing/testDatabase';
import { counsellorsProjection, counsellorsTable, type CounsellorRow } from '@margdarshak/projections/counsellors/counsellorsProjection';
import { listPublicCounsellors, toListItem } from '@margdarshak/projections/counsellors/counsellorsQueries';

let db: Knex;
beforeAll(async () => {
  db = knex({ client: 'pg', connection: await createTestDatabase(), pool: { min: 0, max: 2 } });
  await counsellorsProjection.migrate(db);
});
afterAll(() => db.destroy());

const word = fc.constantFrom('Meera', 'arjun', 'ARJUN', 'Career', 'design', 'Pune', 'Navi Mumbai', 'मुंबई', 'Ōno', 'İlkay', '%', '_', '');
const text = fc.option(
  fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
  { nil: null },
);
const row = fc.record({
  status: fc.constantFrom<CounsellorStatus>('registered', 'pending', 'approved', 'rejected', 'paused'),
  name: text,
  specialization: text,
  location: text,
  rating: fc.option(
    fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
    { nil: null },
  ),
  offers: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
});
type GeneratedRow = typeof row extends fc.Arbitrary<infer T> ? T : never;
const query = fc.record({
  packageType: fc.option(fc.constantFrom('basic' as const, 'advanced' as const, 'comprehensive' as const), { nil: undefined }),
  search: fc.option(word, { nil: undefined }),
  location: fc.option(word, { nil: undefined }),
  minRating: fc.option(
    fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
    { nil: undefined },
  ),
});

function toRow(r: GeneratedRow): CounsellorRow {
  return {
    id: randomUUID(),
    email: `${randomUUID()}@example.in`,
    status: r.status,
    name: r.name,
    age: 30,
    mobile: null,
    address: null,
    qualification: null,
    specialization: r.specialization,
    experience: null,
    location: r.location,
    offersBasic: r.offers[0],
    offersAdvanced: r.offers[1],
    offersComprehensive: r.offers[2],
    photoFileId: null,
    addressProofFileId: null,
    certificateFileId: null,
    rating: r.rating,
    ratingCount: 0,
    ratingTotal: 0,
    createdAt: new Date(0).toISOString(),
    pendingChange: null,
  };
}

describe('public counsellor list', () => {
  it('answers what the shared filter keeps of the approved and paused counsellors, best rated first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 25 }), query, async (generated, q) => {
        const rows = generated.map(toRow);
        await db(counsellorsTable).truncate();
        if (rows.length > 0) await db(counsellorsTable).insert(rows.map(counsellorsProjection.toRecord));

        const page = await listPublicCounsellors(db, { ...q, limit: 100, offset: 0 });

        const listed = rows
          .filter((r) => r.status === 'approved' || r.status === 'paused')
          .map(toListItem)
          .filter((c) => q.packageType === undefined || c.packages.includes(q.packageType));
        const expected = filterCounsellors(listed, { search: q.search ?? '', location: q.location ?? '', minRating: q.minRating ?? 0 });
        expect(page.counsellors.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
        expect(page.total).toBe(expected.length);
        const ratings = page.counsellors.map((c) => c.rating);
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      }),
      { numRuns: 60 },
    );
  });

  it('pages through the matches without gaps or repeats and counts them all', async () => {
    await db(counsellorsTable).truncate();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      ...toRow({ status: 'approved', name: `Counsellor ${i}`, specialization: null, location: null, rating: (i % 4) + 1.5, offers: [true, false, false] }),
    }));
    await db(counsellorsTable).insert(rows.map(counsellorsProjection.toRecord));
    const pages = await Promise.all([0, 12, 24].map((offset) => listPublicCounsellors(db, { limit: 12, offset })));
    const ids = pages.flatMap((p) => p.counsellors.map((c) => c.id));
    expect(new Set(ids).size).toBe(30);
    expect(pages.map((p) => p.counsellors.length)).toEqual([12, 12, 6]);
    expect(pages.every((p) => p.total === 30)).toBe(true);
    expect((await listPublicCounsellors(db, { limit: 12, offset: 40 })).total).toBe(30);
    expect(pages[0]?.counsellors[0]?.specialization).toBe(COUNSELLOR_DEFAULTS.specialization);
  });
});
