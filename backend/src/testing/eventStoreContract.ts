// One behaviour, every adapter: each adapter's spec calls runEventStoreContract with its own factory.
// Streams are unique per test and log reads start after a marker appended by the test, so the suite also runs against
// a shared server that holds other data.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, type EventMetadata, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '../platform/eventStore/eventStore';
import { eventHash, genesisHash } from '../platform/eventStore/hashChain';
import { auditReadsContract } from './eventStoreAuditContract';

export interface StoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

const metadata: EventMetadata = { at: '2026-11-23T10:00:00.000Z', userId: 'u-1', role: 'student', correlationId: 'c-1' };
const event = (type: string, data: unknown = {}, id?: string): NewEvent => ({ ...(id ? { id } : {}), type, data, metadata });
const stream = (category: string) => `${category}-${randomUUID()}`;

function expectStrictlyIncreasing(positions: LogPosition[]) {
  positions.slice(1).forEach((position, i) => {
    expect(comparePositions(positions[i] ?? position, position), `position ${i + 1}`).toBe(-1);
  });
}

export function runEventStoreContract(name: string, makeStore: () => Promise<StoreUnderTest>) {
  describe(`${name} event store contract`, () => {
    let subject: StoreUnderTest | undefined;
    let store: EventStore;

    beforeAll(async () => {
      subject = await makeStore();
      store = subject.store;
    });
    afterAll(async () => subject?.cleanup());

    /** The log position just before the test's own events. */
    const marker = async () => (await store.appendToStream(stream('marker'), [event('Marker')])).position;

    describe('appending', () => {
      it('creates a stream with no_stream and then refuses no_stream on it', async () => {
        const s = stream('contract');
        const first = await store.appendToStream(s, [event('A'), event('B')], { expectedRevision: 'no_stream' });
        expect(first.nextExpectedRevision).toBe(1n);
        const again = store.appendToStream(s, [event('C')], { expectedRevision: 'no_stream' });
        await expect(again).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(again).rejects.toMatchObject({ streamName: s, expected: 'no_stream', actual: 1n });
      });

      it('appends at the exact last revision', async () => {
        const s = stream('contract');
        await store.appendToStream(s, [event('A')], { expectedRevision: 'no_stream' });
        const next = await store.appendToStream(s, [event('B'), event('C')], { expectedRevision: 0n });
        expect(next.nextExpectedRevision).toBe(2n);
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it('reads a stream from a revision on: the rest of it, or nothing past its end', async () => {
        const s = stream('contract');
        await store.appendToStream(s, [event('A'), event('B'), event('C')], { expectedRevision: 'no_stream' });
        expect((await store.readStream(s, { fromRevision: 1n })).map((e) => [e.type, e.revision])).toEqual([
          ['B', 1n],
          ['C', 2n],
        ]);
        expect(await store.readStream(s, { fromRevision: 3n })).toEqual([]);
        expect(await store.readStream(stream('missing'), { fromRevision: 1n })).toEqual([]);
      });

      it('refuses a stale or premature revision with WrongExpectedRevisionError naming the actual one', async () => {
        const s = stream('contract');
        await store.appendToStream(s, [event('A'), event('B')], { expectedRevision: 'no_stream' });
        await expect(store.appendToStream(s, [event('C')], { expectedRevision: 0n })).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 0n, actual: 1n });
        await expect(store.appendToStream(s, [event('C')], { expectedRevision: 5n })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        const missing = store.appendToStream(stream('missing'), [event('D')], { expectedRevision: 0n });
        await expect(missing).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(missing).rejects.toMatchObject({ actual: 'no_stream' });
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('appends with any (the default) whether or not the stream exists', async () => {
        const s = stream('contract');
        expect((await store.appendToStream(s, [event('A')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await store.appendToStream(s, [event('B')])).nextExpectedRevision).toBe(1n);
      });

      it('answers the log position of the last event it appended', async () => {
        const s = stream('contract');
        const result = await store.appendToStream(s, [event('A'), event('B'), event('C')]);
        const read = await store.readStream(s);
        expect(read.at(-1)?.position).toEqual(result.position);
        expect(result.nextExpectedRevision).toBe(2n);
      });

      it('is idempotent on event ids: a retried append stores nothing and answers the first result', async () => {
        const s = stream('contract');
        const ids = [randomUUID(), randomUUID()];
        const batch = () => [event('A', { n: 1 }, ids[0]), event('B', { n: 2 }, ids[1])];
        const first = await store.appendToStream(s, batch(), { expectedRevision: 'no_stream' });
        expect(await store.appendToStream(s, batch(), { expectedRevision: 'no_stream' })).toEqual(first);
        expect(await store.appendToStream(s, batch(), { expectedRevision: 'any' })).toEqual(first);
        await store.appendToStream(s, [event('C')], { expectedRevision: 1n });
        expect(await store.appendToStream(s, batch(), { expectedRevision: 'no_stream' })).toEqual(first);
        const read = await store.readStream(s);
        expect(read.map((e) => [e.id, e.type])).toEqual([
          [ids[0], 'A'],
          [ids[1], 'B'],
          [expect.any(String), 'C'],
        ]);
      });
    });

    describe('reading', () => {
      it('reads a stream in revision order with its data intact, and an unknown stream as empty', async () => {
        const s = stream('contract');
        const data = { n: 1, text: 'नमस्ते ₹ "quoted"', nested: { list: [1, 'two', null], flag: true } };
        await store.appendToStream(s, [event('A', data), event('B', { n: 2 })]);
        await store.appendToStream(s, [event('C', { n: 3 })]);
        const read = await store.readStream(s);
        expect(read.map((e) => [e.streamName, e.revision, e.type])).toEqual([
          [s, 0n, 'A'],
          [s, 1n, 'B'],
          [s, 2n, 'C'],
        ]);
        expect(read[0]?.data).toEqual(data);
        expectStrictlyIncreasing(read.map((e) => e.position));
        expect(await store.readStream(stream('missing'))).toEqual([]);
      });

      it('round-trips every metadata field', async () => {
        const s = stream('contract');
        const full: EventMetadata = { at: '2026-11-23T10:15:30.123Z', userId: randomUUID(), role: 'admin', correlationId: randomUUID(), causationId: randomUUID(), version: 2 };
        const sparse: EventMetadata = { at: '2026-11-23T10:15:31.000Z', role: 'system' };
        await store.appendToStream(s, [
          { type: 'A', data: {}, metadata: full },
          { type: 'B', data: {}, metadata: sparse },
        ]);
        expect((await store.readStream(s)).map((e) => e.metadata)).toEqual([full, sparse]);
      });

      it('reads the log in pages after a position, in strictly increasing positions', async () => {
        const start = await marker();
        const [a, b] = [stream('paging'), stream('paging')];
        for (let n = 0; n < 7; n++) await store.appendToStream(n % 3 === 0 ? b : a, [event('P', { n })]);
        await store.appendToStream(a, [event('P', { n: 7 }), event('P', { n: 8 })]);
        const seen: RecordedEvent[] = [];
        for (let after = start; ; ) {
          const page = await store.readAll({ after, maxCount: 3 });
          const last = page.at(-1);
          if (!last) break;
          expect(page.length).toBeLessThanOrEqual(3);
          seen.push(...page);
          after = last.position;
        }
        expectStrictlyIncreasing([start, ...seen.map((e) => e.position)]);
        const ours = seen.filter((e) => e.streamName === a || e.streamName === b);
        expect(ours.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
        expect(ours.filter((e) => e.streamName === a).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
        expect(ours.filter((e) => e.streamName === b).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });

      it('knows the head of the log: the last event committed, its own appends included', async () => {
        const { position } = await store.appendToStream(stream('head'), [event('H'), event('H')]);
        const head = await store.headPosition();
        expect(head && comparePositions(head, position)).toBeGreaterThanOrEqual(0);
        const beyond = head && (await store.readAll({ after: head, maxCount: 10 }));
        // Anything past the head was appended by someone else since (the suite may share a server).
        for (const later of beyond ?? []) expect(later.streamName.startsWith('head-')).toBe(false);
      });
    });

    describe('hash chain', () => {
      /** Recomputes a stream's chain from what the store gives back: every hash must be the one its content and place call for. */
      const expectChained = (events: RecordedEvent[]) => {
        let previous = genesisHash;
        for (const e of events) {
          expect(e.hash, `${e.streamName}@${e.revision}`).toBe(eventHash(previous, e));
          previous = e.hash ?? '';
        }
      };

      it('gives every event a hash over its content, its place and the previous hash, across appends', async () => {
        const s = stream('chain');
        await store.appendToStream(s, [event('A', { n: 1, text: 'नमस्ते ₹', nested: { z: [1, null, { b: 2, a: 1 }], a: true } }), event('B')], { expectedRevision: 'no_stream' });
        await store.appendToStream(s, [{ type: 'C', data: null, metadata: { at: '2026-11-23T10:00:01.000Z', role: 'system' } }], { expectedRevision: 1n });
        await store.appendToStream(s, [event('D', { big: 1e21, small: 5e-324, fraction: 0.1 + 0.2, negative: -0 })]);
        const read = await store.readStream(s);
        expect(read).toHaveLength(4);
        for (const e of read) expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
        expectChained(read);
        // The hash is handed out beside the metadata, which reads as it was written.
        for (const e of read) expect(e.metadata).not.toHaveProperty('hash');
      });

      it('hands out the same hashes in the log as in the stream', async () => {
        const start = await marker();
        const s = stream('chain');
        await store.appendToStream(s, [event('A'), event('B'), event('C')]);
        const fromLog: RecordedEvent[] = [];
        for (let after = start; ; ) {
          const page = await store.readAll({ after, maxCount: 100 });
          if (page.length === 0) break;
          fromLog.push(...page.filter((e) => e.streamName === s));
          after = page.at(-1)?.position ?? after;
        }
        expect(fromLog.map((e) => e.hash)).toEqual((await store.readStream(s)).map((e) => e.hash));
      });

      it('keeps the chain when a retried append is answered from what is stored', async () => {
        const s = stream('chain');
        const id = randomUUID();
        await store.appendToStream(s, [event('A', {}, id)], { expectedRevision: 'no_stream' });
        const before = await store.readStream(s);
        expectChained(before);
        await store.appendToStream(s, [event('A', {}, id)], { expectedRevision: 'no_stream' });
        await store.appendToStream(s, [event('A', {}, id)]);
        expect(await store.readStream(s)).toEqual(before);
      });

      it('chains concurrent appends with any into one unbroken chain', async () => {
        const s = stream('chain');
        await Promise.all(Array.from({ length: 8 }, (_, n) => store.appendToStream(s, [event(`E${n}`, { n }), event(`F${n}`)])));
        const read = await store.readStream(s);
        expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 16 }, (_, n) => BigInt(n)));
        expectChained(read);
      });

      it('hashes any JSON data and any stream name the same way the verifier recomputes it', async () => {
        const text = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((t) => !t.includes('\u0000'));
        const json = fc.jsonValue({ maxDepth: 3 }).filter((v) => !JSON.stringify(v).includes('\\u0000'));
        await fc.assert(
          fc.asyncProperty(text, fc.array(json, { minLength: 1, maxLength: 3 }), async (suffix, data) => {
            const s = `${stream('chainprop')}-${suffix}`;
            // A new stream: its first event alone is linked by the adapter, a batch by the store (PostgreSQL: 0168).
            await store.appendToStream(
              s,
              data.map((d) => event('Any', d)),
              { expectedRevision: 'no_stream' },
            );
            await store.appendToStream(s, [event('More', data[0])]);
            const read = await store.readStream(s);
            expect(read.map((e) => e.data)).toEqual([...data, data[0]].map((d) => JSON.parse(JSON.stringify(d)) as unknown));
            expectChained(read);
          }),
          { numRuns: 40 },
        );
      });
    });

    describe('subscribing', () => {
      it('catches up, then delivers later appends live, in order, in batches of at most batchSize', async () => {
        const start = await marker();
        const s = stream('live');
        await store.appendToStream(s, [event('Before1'), event('Before2'), event('Before3')]);
        const controller = new AbortController();
        const batches: RecordedEvent[][] = [];
        let caughtUp: () => void = () => {};
        const isCaughtUp = new Promise<void>((resolve) => (caughtUp = resolve));
        const done = (async () => {
          for await (const batch of store.subscribeToAll({ after: start, signal: controller.signal, batchSize: 2 })) {
            batches.push(batch);
            const ours = batches.flat().filter((e) => e.streamName === s);
            if (ours.length === 3) caughtUp();
            if (ours.length === 6) controller.abort();
          }
        })();
        await isCaughtUp;
        await store.appendToStream(s, [event('After1')]);
        await store.appendToStream(s, [event('After2'), event('After3')]);
        await done;
        const received = batches.flat();
        expect(batches.every((batch) => batch.length >= 1 && batch.length <= 2)).toBe(true);
        expectStrictlyIncreasing([start, ...received.map((e) => e.position)]);
        expect(received.filter((e) => e.streamName === s).map((e) => e.type)).toEqual(['Before1', 'Before2', 'Before3', 'After1', 'After2', 'After3']);
      });

      it('stops when its signal aborts while it waits for new events', async () => {
        const start = await marker();
        const s = stream('idle');
        await store.appendToStream(s, [event('Only')]);
        const controller = new AbortController();
        const received: RecordedEvent[] = [];
        for await (const batch of store.subscribeToAll({ after: start, signal: controller.signal })) {
          received.push(...batch);
          if (received.some((e) => e.streamName === s)) setTimeout(() => controller.abort(), 50);
        }
        expect(received.filter((e) => e.streamName === s).map((e) => e.type)).toEqual(['Only']);
      });

      it('yields nothing once its signal has aborted', async () => {
        await marker();
        const batches: RecordedEvent[][] = [];
        for await (const batch of store.subscribeToAll({ signal: AbortSignal.abort() })) batches.push(batch);
        expect(batches).toEqual([]);
      });
    });

    auditReadsContract(() => store);
  });
}
