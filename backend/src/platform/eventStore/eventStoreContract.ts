// One behaviour, every adapter: each adapter's spec calls runEventStoreContract with its own factory.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, type RecordedEvent } from '@margdarshak/contracts/log';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from './eventStore';

export interface StoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

const event = (type: string, data: unknown = {}, id?: string): NewEvent => ({
  ...(id ? { id } : {}),
  type,
  data,
  metadata: { at: '2026-11-23T10:00:00.000Z', userId: 'u-1', role: 'student', correlationId: 'c-1' },
});

export function runEventStoreContract(name: string, makeStore: () => Promise<StoreUnderTest>, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip)(`${name} event store contract`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;
    const stream = (category: string) => `${category}-${randomUUID()}`;

    beforeAll(async () => {
      subject = await makeStore();
      store = subject.store;
    });
    afterAll(async () => subject?.cleanup());

    it('creates a stream with no_stream and refuses a second no_stream append', async () => {
      const s = stream('contract');
      const first = await store.appendToStream(s, [event('A'), event('B')], { expectedRevision: 'no_stream' });
      expect(first.nextExpectedRevision).toBe(1n);
      await expect(store.appendToStream(s, [event('C')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('appends at an exact revision and refuses a stale one', async () => {
      const s = stream('contract');
      await store.appendToStream(s, [event('A')], { expectedRevision: 'no_stream' });
      const next = await store.appendToStream(s, [event('B')], { expectedRevision: 0n });
      expect(next.nextExpectedRevision).toBe(1n);
      const stale = store.appendToStream(s, [event('C')], { expectedRevision: 0n });
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(stale).rejects.toMatchObject({ actual: 1n });
      await expect(store.appendToStream(stream('contract'), [event('D')], { expectedRevision: 0n })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('appends with any whether or not the stream exists', async () => {
      const s = stream('contract');
      await store.appendToStream(s, [event('A')], { expectedRevision: 'any' });
      const result = await store.appendToStream(s, [event('B')]);
      expect(result.nextExpectedRevision).toBe(1n);
    });

    it('is idempotent on event ids: a retried append stores nothing twice', async () => {
      const s = stream('contract');
      const id = randomUUID();
      const first = await store.appendToStream(s, [event('A', { n: 1 }, id)], { expectedRevision: 'no_stream' });
      const again = await store.appendToStream(s, [event('A', { n: 1 }, id)], { expectedRevision: 'any' });
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('reads a stream forwards with data and metadata intact, and an unknown stream as empty', async () => {
      const s = stream('contract');
      await store.appendToStream(s, [event('A', { n: 1, text: 'नमस्ते ₹' }), event('B', { n: 2 })]);
      await store.appendToStream(s, [event('C', { n: 3 })]);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.type, e.revision, e.streamName])).toEqual([
        ['A', 0n, s],
        ['B', 1n, s],
        ['C', 2n, s],
      ]);
      expect(read[0]?.data).toEqual({ n: 1, text: 'नमस्ते ₹' });
      expect(read[0]?.metadata).toMatchObject({ userId: 'u-1', role: 'student', correlationId: 'c-1' });
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('reads the whole log in pages, in strictly increasing positions', async () => {
      const s = stream('paging');
      await store.appendToStream(s, Array.from({ length: 7 }, (_, n) => event('P', { n })));
      const seen: RecordedEvent[] = [];
      let after: RecordedEvent['position'] | undefined;
      for (;;) {
        const page = await store.readAll({ ...(after ? { after } : {}), maxCount: 3 });
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(3);
        seen.push(...page);
        after = page.at(-1)?.position;
      }
      for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBe(-1);
      expect(seen.filter((e) => e.streamName === s).map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    it('subscribes: catches up, then delivers later appends live and in order, and stops on abort', async () => {
      const s = stream('live');
      await store.appendToStream(s, [event('Before')]);
      const controller = new AbortController();
      const received: RecordedEvent[] = [];
      const done = (async () => {
        for await (const batch of store.subscribeToAll({ signal: controller.signal, batchSize: 2 })) {
          received.push(...batch.filter((e) => e.streamName === s));
          if (received.length >= 4) controller.abort();
        }
      })();
      await store.appendToStream(s, [event('After1')]);
      await store.appendToStream(s, [event('After2'), event('After3')]);
      await done;
      expect(received.map((e) => e.type)).toEqual(['Before', 'After1', 'After2', 'After3']);
    });
  });
}
