import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { createTestDatabase } from '../../../testing/testDatabase';
import { logSettler } from '../../../testing/logVisibility';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '../eventStore';
import { runEventStoreContract } from '../../../testing/eventStoreContract';
import { createPostgresEventStore, migrateEventStore } from './postgresEventStore';

const event = (type: string, id?: string): NewEvent => ({ ...(id ? { id } : {}), type, data: {}, metadata: { at: '2026-11-23T10:00:00.000Z' } });

runEventStoreContract('PostgreSQL', async () => {
  const connectionString = await createTestDatabase();
  await migrateEventStore({ connectionString });
  const store = createPostgresEventStore({ connectionString, pollIntervalMs: 20 });
  const pool = new pg.Pool({ connectionString, max: 1 });
  const settled = logSettler(pool);
  // The suite reads the log right after its appends: each read first waits out the open transactions of other files.
  const reads: EventStore = {
    ...store,
    async readAll(options) {
      await settled();
      return store.readAll(options);
    },
    async readAllFiltered(options) {
      await settled();
      return store.readAllFiltered(options);
    },
  };
  return {
    store: reads,
    async cleanup() {
      await store.close();
      await pool.end();
    },
  };
});

describe('PostgreSQL event store', () => {
  let url: string;
  let admin: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    url = await createTestDatabase();
    admin = new pg.Pool({ connectionString: url, max: 4 });
    await migrateEventStore(admin);
    store = createPostgresEventStore({ connectionString: url, poolSize: 12 });
  });
  afterAll(async () => {
    await store.close();
    await admin.end();
  });

  it('refuses UPDATE, DELETE and TRUNCATE of events at the database level', async () => {
    await store.appendToStream(`immutable-${randomUUID()}`, [event('A')]);
    const before = await admin.query('select * from events order by global_position');
    await expect(admin.query("update events set type = 'B'")).rejects.toThrow(/events are immutable: UPDATE refused/);
    await expect(admin.query('delete from events')).rejects.toThrow(/events are immutable: DELETE refused/);
    await expect(admin.query('delete from events where false')).rejects.toThrow(/immutable/);
    await expect(admin.query('truncate events')).rejects.toThrow(/events are immutable: TRUNCATE refused/);
    expect((await admin.query('select * from events order by global_position')).rows).toEqual(before.rows);
  });

  it('migrates again without harm, from a connection string or a pool, also concurrently', async () => {
    await Promise.all([migrateEventStore({ connectionString: url }), migrateEventStore(admin), migrateEventStore({ connectionString: url })]);
    const { rows } = await admin.query<{ n: string }>("select count(*) as n from pg_trigger where tgrelid = 'events'::regclass and not tgisinternal");
    expect(rows[0]?.n).toBe('1');
  });

  it('lets exactly one of many concurrent writers win the same expected revision', async () => {
    const s = `race-${randomUUID()}`;
    await store.appendToStream(s, [event('Created')], { expectedRevision: 'no_stream' });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => store.appendToStream(s, [event(`Writer${n}`)], { expectedRevision: 0n })));
    const lost = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason as unknown);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const reason of lost) expect(reason).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 1n });
    expect(await store.readStream(s)).toHaveLength(2);
  });

  it('gives concurrent appends with any consecutive revisions', async () => {
    const s = `any-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => store.appendToStream(s, [event(`E${n}`)])));
    expect(results.map((r) => r.nextExpectedRevision).sort((a, b) => Number(a - b))).toEqual(Array.from({ length: 10 }, (_, n) => BigInt(n)));
    expect((await store.readStream(s)).map((e) => e.revision)).toEqual(Array.from({ length: 10 }, (_, n) => BigInt(n)));
  });

  it('refuses a batch that mixes stored and new event ids, storing none of it', async () => {
    const s = `mixed-${randomUUID()}`;
    const stored = randomUUID();
    await store.appendToStream(s, [event('A', stored)]);
    await expect(store.appendToStream(s, [event('A', stored), event('B')])).rejects.toThrow(/all or nothing/);
    expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A']);
    // The same id in another stream is another event.
    expect((await store.appendToStream(`mixed-${randomUUID()}`, [event('A', stored)])).nextExpectedRevision).toBe(0n);
  });

  // An append looks for its ids only when its expected revision fails or the unique key refuses it (schema.ts): a
  // retry whose expected revision is the stream's current one must still be found by the key.
  it('answers a retried append from what is stored, or refuses a mixed one, also when its expected revision still holds', async () => {
    const s = `retry-${randomUUID()}`;
    const ids = [randomUUID(), randomUUID()];
    const batch = () => [event('A', ids[0]), event('B', ids[1])];
    const first = await store.appendToStream(s, batch(), { expectedRevision: 'no_stream' });
    expect(await store.appendToStream(s, batch(), { expectedRevision: 1n })).toEqual(first);
    await expect(store.appendToStream(s, [event('C'), event('A', ids[0])], { expectedRevision: 1n })).rejects.toThrow(/all or nothing/);
    await expect(store.appendToStream(s, batch(), { expectedRevision: 0n })).resolves.toEqual(first);
    expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('hides later events from readAll while an older appending transaction is still open', async () => {
    const start = (await store.appendToStream(`marker-${randomUUID()}`, [event('Marker')])).position;
    const slow = await admin.connect();
    try {
      await slow.query('begin');
      await slow.query("select * from append_events($1, -2, array[gen_random_uuid()], array['Slow'], array['{}'::jsonb], array['{}'::jsonb])", [`slow-${randomUUID()}`]);
      await store.appendToStream(`fast-${randomUUID()}`, [event('Fast')]);
      expect(await store.readAll({ after: start, maxCount: 10 })).toEqual([]);
      await slow.query('commit');
    } finally {
      slow.release();
    }
    await logSettler(admin)();
    const types = (await store.readAll({ after: start, maxCount: 10 })).map((e) => e.type);
    expect(types).toEqual(['Slow', 'Fast']);
  });

  it('orders the log by transaction id as a number, also where the id gains a digit', async () => {
    const start = (await store.appendToStream(`marker-${randomUUID()}`, [event('Marker')])).position;
    const before = await store.appendToStream(`digits-${randomUUID()}`, [event('Before')]);
    const nextPowerOfTen = 10n ** BigInt(String(before.position.commit).length);
    // One committed transaction per id, up to the next power of ten.
    await admin.query(`do $$ begin while pg_current_xact_id() < '${nextPowerOfTen}'::xid8 loop commit; end loop; end $$`);
    const after = await store.appendToStream(`digits-${randomUUID()}`, [event('After')]);
    expect(after.position.commit >= nextPowerOfTen).toBe(true);
    await logSettler(admin)();
    const pages: string[][] = [];
    for (let from = start, page = await store.readAll({ after: from, maxCount: 1 }); page.length > 0; page = await store.readAll({ after: from, maxCount: 1 })) {
      pages.push(page.map((e) => e.type));
      from = page[0]?.position ?? from;
    }
    expect(pages).toEqual([['Before'], ['After']]);
  });

  it('wakes a subscriber in another process through NOTIFY, not only through its poll', { timeout: 15_000 }, async () => {
    const pollsRarely = createPostgresEventStore({ connectionString: url, pollIntervalMs: 60_000 });
    const start = (await store.appendToStream(`marker-${randomUUID()}`, [event('Marker')])).position;
    const s = `notified-${randomUUID()}`;
    const controller = new AbortController();
    const received: RecordedEvent[] = [];
    const done = (async () => {
      for await (const batch of pollsRarely.subscribeToAll({ after: start, signal: controller.signal })) {
        received.push(...batch);
        if (received.some((e) => e.streamName === s)) controller.abort();
      }
    })();
    // Give the subscriber time to go idle and LISTEN before the other store appends.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await store.appendToStream(s, [event('FromElsewhere')]);
    await done;
    await pollsRarely.close();
    expect(received.filter((e) => e.streamName === s).map((e) => e.type)).toEqual(['FromElsewhere']);
  });

  it('ends running subscriptions quietly on close and leaves a pool it was given open', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    const borrowed = createPostgresEventStore(pool);
    await borrowed.appendToStream(`borrowed-${randomUUID()}`, [event('A')]);
    let batches = 0;
    const subscription = (async () => {
      for await (const _batch of borrowed.subscribeToAll({ batchSize: 1000 })) {
        batches++;
        void borrowed.close();
      }
    })();
    await expect(subscription).resolves.toBeUndefined();
    expect(batches).toBe(1);
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from events');
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    await pool.end();
  });

  it('ends an idle subscription on close, and closes twice without harm', async () => {
    const own = createPostgresEventStore({ connectionString: url });
    await own.appendToStream(`own-${randomUUID()}`, [event('A')]);
    let firstBatch: () => void = () => {};
    const gotFirstBatch = new Promise<void>((resolve) => (firstBatch = resolve));
    const subscription = (async () => {
      let events = 0;
      for await (const batch of own.subscribeToAll()) {
        events += batch.length;
        firstBatch();
      }
      return events;
    })();
    await gotFirstBatch;
    await new Promise((resolve) => setTimeout(resolve, 50)); // let it go back to waiting for more
    await Promise.all([own.close(), own.close()]);
    await expect(subscription).resolves.toBeGreaterThan(0);
    await expect(own.close()).resolves.toBeUndefined();
  });

  it('throws WrongExpectedRevisionError, not a database error, for every expected-revision failure', async () => {
    const s = `errors-${randomUUID()}`;
    await store.appendToStream(s, [event('A')]);
    const error = await store.appendToStream(s, [event('B')], { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(String(error)).toContain(`Stream ${s}: expected revision no_stream, actual 0`);
  });
});
