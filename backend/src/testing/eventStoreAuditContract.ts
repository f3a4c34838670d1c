// The audit's reads, in the shared contract suite (runEventStoreContract calls this): a filtered page is the log narrowed
// by matchesLogFilter, in order and complete; events are fetched by stream and revision.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { comparePositions, type EventMetadata, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import type { EventStore, LogFilter } from '../platform/eventStore/eventStore';
import { matchesLogFilter } from '../platform/eventStore/logFilter';

const people = [randomUUID(), randomUUID()];
const correlations = [randomUUID(), randomUUID(), randomUUID()];

/** Varied metadata: two people and the system, three correlations, times over four days, not in log order. */
function metadataFor(n: number): EventMetadata {
  const who = n % 3;
  return {
    at: new Date(Date.UTC(2026, 10, 23 + ((n * 3) % 4), 10, (n * 7) % 30)).toISOString(),
    ...(who < 2 ? { userId: people[who], role: who === 0 ? 'student' : 'admin' } : n % 2 ? { role: 'system' } : {}),
    correlationId: correlations[n % 3],
  } as EventMetadata;
}

async function readAllPages(store: EventStore, after: LogPosition, filter: LogFilter, pageSize: number): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  for (let from = after; ; ) {
    const page = await store.readAllFiltered({ after: from, maxCount: pageSize, filter });
    expect(page.length).toBeLessThanOrEqual(pageSize);
    const last = page.at(-1);
    if (!last) return seen;
    seen.push(...page);
    from = last.position;
  }
}

/** The same, newest first: from the end of the log back to (not including) `after`, `before` moving back page by page. */
async function readAllPagesBackwards(store: EventStore, after: LogPosition, filter: LogFilter, pageSize: number): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  for (let before: LogPosition | undefined; ; ) {
    const page = await store.readAllFiltered({ after, before, maxCount: pageSize, filter, direction: 'backwards' });
    expect(page.length).toBeLessThanOrEqual(pageSize);
    const last = page.at(-1);
    if (!last) return seen;
    seen.push(...page);
    before = last.position;
  }
}

export function auditReadsContract(storeOf: () => EventStore) {
  describe('audit reads', () => {
    it('pages the log narrowed by each filter, complete and in order, as the filter means it', async () => {
      const store = storeOf();
      const prefix = `audit${randomUUID().slice(0, 8)}`;
      const start = (await store.appendToStream(`marker-${randomUUID()}`, [{ type: 'Marker', data: {}, metadata: { at: new Date().toISOString() } }])).position;
      const streams = [`${prefix}a-1`, `${prefix}a-2`, `${prefix}b-1`, `${prefix}_x-1`];
      for (let n = 0; n < 30; n++) {
        await store.appendToStream(streams[n % streams.length] ?? '', [{ type: n % 4 === 0 ? 'Rare' : 'Common', data: { n }, metadata: metadataFor(n) }]);
      }
      const all = (await readAllPages(store, start, { streamPrefix: prefix }, 1000)).filter((e) => e.streamName.startsWith(prefix));
      expect(all).toHaveLength(30);
      const filters: LogFilter[] = [
        { streamPrefix: `${prefix}a-` },
        { streamPrefix: `${prefix}_` }, // the underscore is a character here, not LIKE's wildcard
        { streamPrefix: prefix, type: 'Rare' },
        { streamPrefix: prefix, from: metadataFor(4).at, to: metadataFor(17).at }, // read range first, day by day, paged in log order
        { streamPrefix: prefix, from: '2026-01-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' }, // long: walked in log order
        { streamPrefix: prefix, from: metadataFor(20).at }, // open: either way, by where it starts in the log's time
        { streamPrefix: prefix, actor: { userId: people[1] ?? '' } },
        { streamPrefix: prefix, actor: { role: 'system' } },
        { streamPrefix: prefix, actor: { role: 'student' } },
        { streamPrefix: prefix, correlationId: correlations[2] ?? '' },
        { streamPrefix: prefix, type: 'Common', actor: { role: 'admin' }, from: metadataFor(3).at },
      ];
      for (const filter of filters) {
        const expected = all.filter((event) => matchesLogFilter(event, filter));
        expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
        const paged = await readAllPages(store, start, filter, 4);
        expect(
          paged.map((e) => e.id),
          JSON.stringify(filter),
        ).toEqual(expected.map((e) => e.id));
        const backwards = await readAllPagesBackwards(store, start, filter, 4);
        expect(
          backwards.map((e) => e.id),
          `newest first: ${JSON.stringify(filter)}`,
        ).toEqual(expected.map((e) => e.id).reverse());
      }
      expect(await store.readAllFiltered({ after: start, maxCount: 10, filter: { streamPrefix: `${prefix}a-%` } })).toEqual([]);
      // Both ends bound a read either way: the events strictly between the 5th and the 10th.
      const [fifth, tenth] = [all[4], all[9]];
      if (!fifth || !tenth) throw new Error('30 events were appended');
      const between = all.slice(5, 9).map((e) => e.id);
      for (const direction of ['forwards', 'backwards'] as const) {
        const page = await store.readAllFiltered({ after: fifth.position, before: tenth.position, maxCount: 10, filter: { streamPrefix: prefix }, direction });
        expect(page.map((e) => e.id)).toEqual(direction === 'forwards' ? between : [...between].reverse());
      }
    });

    it('reads events by stream and revision, in log order, leaving out refs that name none', async () => {
      const store = storeOf();
      const [a, b] = [`auditref-${randomUUID()}`, `auditref-${randomUUID()}`];
      const at = new Date().toISOString();
      await store.appendToStream(
        a,
        [0, 1, 2].map((n) => ({ type: 'A', data: { n }, metadata: { at } })),
      );
      await store.appendToStream(b, [{ type: 'B', data: { n: 3 }, metadata: { at } }]);
      await store.appendToStream(a, [{ type: 'A', data: { n: 4 }, metadata: { at } }]);
      const read = await store.readEvents([
        { streamName: a, revision: 3n },
        { streamName: b, revision: 0n },
        { streamName: a, revision: 1n },
        { streamName: a, revision: 9n },
        { streamName: `auditref-${randomUUID()}`, revision: 0n },
      ]);
      expect(read.map((e) => (e.data as { n: number }).n)).toEqual([1, 3, 4]);
      read.slice(1).forEach((event, i) => {
        expect(comparePositions(read[i]?.position ?? event.position, event.position)).toBe(-1);
      });
      expect(await store.readEvents([])).toEqual([]);
    });
  });
}
