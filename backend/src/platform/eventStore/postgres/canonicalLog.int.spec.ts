// The canonical text is PostgreSQL's own text of a jsonb value, to the byte, so that the PostgreSQL log can be checked
// from its stored text; and the verifier's reader of that text sees the same content hashes as the port's readAll.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../testing/testDatabase';
import { logSettler } from '../../../testing/logVisibility';
import type { EventStore } from '../eventStore';
import { canonicalJson, chainEventOf, type ChainEvent } from '../hashChain';
import { createPostgresChainLog } from './canonicalLog';
import { createPostgresEventStore, migrateEventStore } from './postgresEventStore';

let url: string;
let pool: pg.Pool;
let store: EventStore;

beforeAll(async () => {
  url = await createTestDatabase();
  await migrateEventStore({ connectionString: url });
  pool = new pg.Pool({ connectionString: url, max: 2 });
  store = createPostgresEventStore({ connectionString: url });
});
afterAll(async () => {
  await store.close();
  await pool.end();
});

/** Any JSON a JavaScript writer can store in jsonb (which refuses the NUL character). */
const storable = fc.jsonValue({ maxDepth: 4 }).filter((v) => !JSON.stringify(v).includes('\\u0000'));
const numbers = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constantFrom(1e21, 5e-324, -1.5e-7, 1.7976931348623157e308, 0.1 + 0.2, -0));

describe('the canonical text', () => {
  it('is exactly the text PostgreSQL prints for the value as jsonb, for any JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          storable,
          fc.array(numbers),
          fc.dictionary(
            fc.string({ unit: 'grapheme', maxLength: 6 }).filter((k) => !k.includes('\u0000')),
            numbers,
          ),
        ),
        async (value) => {
          const { rows } = await pool.query<{ text: string }>('select $1::jsonb::text as text', [JSON.stringify(value)]);
          expect(canonicalJson(value)).toBe(rows[0]?.text);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the PostgreSQL chain log', () => {
  it('gives every event the content hash and hash the port’s readAll gives, in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(storable, { minLength: 1, maxLength: 5 }), async (data) => {
        const start = (await store.appendToStream(`marker-${randomUUID()}`, [{ type: 'Marker', data: {}, metadata: { at: '2026-11-23T10:00:00.000Z' } }])).position;
        await store.appendToStream(
          `canonical-${randomUUID()}`,
          data.map((d) => ({ type: 'Any "quoted" ₹', data: d, metadata: { at: '2026-11-23T10:00:00.000Z', role: 'system', correlationId: randomUUID() } })),
        );
        await logSettler(pool)();
        const chainLog = createPostgresChainLog(url);
        try {
          const fromText: ChainEvent[] = await chainLog.read(start, 100);
          const fromPort = (await store.readAll({ after: start, maxCount: 100 })).map(chainEventOf);
          expect(fromText).toEqual(fromPort);
          expect(fromText).toHaveLength(data.length);
        } finally {
          await chainLog.close();
        }
      }),
      { numRuns: 30 },
    );
  });
});
