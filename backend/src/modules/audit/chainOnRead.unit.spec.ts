// The chain check the audit's pages make on read, over logs made here with the store's own hashing: an intact log is
// never marked, and each kind of tampering a database owner can do is found at the event it touches (or at its
// stream's signed end), reading only the events shown, their neighbours and the signed ends, as readEventsChecked does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { EventRef } from '../../platform/eventStore/eventStore';
import { eventHash, genesisHash } from '../../platform/eventStore/hashChain';
import { chainProblems, findingsFor, integrityOf, type SignedHead } from './chainOnRead';
import { present } from '../../testing/present';

type Log = Map<string, RecordedEvent[]>;

let position = 0n;
function event(streamName: string, revision: number, previous: string | undefined, amountPaise: number, hashed = true): RecordedEvent {
  const base = {
    id: `${streamName}-${revision}`,
    streamName,
    revision: BigInt(revision),
    position: { commit: ++position, prepare: 0n },
    type: 'RefundIssued',
    data: { amountPaise },
    metadata: { at: '2026-11-23T06:00:00.000Z', role: 'system' as const },
  };
  return hashed ? { ...base, hash: eventHash(previous ?? genesisHash, base) } : base;
}

function makeStream(name: string, length: number): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  for (let r = 0; r < length; r++) events.push(event(name, r, events.at(-1)?.hash, 1000 + r));
  return events;
}

/** What readEventsChecked reads for these refs: each with the events beside it, and each stream's signed end. */
function readFor(log: Log, shown: readonly EventRef[], signed: ReadonlyMap<string, SignedHead>): RecordedEvent[] {
  const wanted = new Set<string>();
  for (const ref of shown) for (const r of [ref.revision - 1n, ref.revision, ref.revision + 1n]) wanted.add(`${ref.streamName}#${r}`);
  for (const [name, head] of signed) wanted.add(`${name}#${head.revision}`);
  return [...log.values()].flat().filter((e) => wanted.has(`${e.streamName}#${e.revision}`));
}

const check = (log: Log, shown: readonly EventRef[], signed: ReadonlyMap<string, SignedHead>) => chainProblems(readFor(log, shown, signed), shown, signed);

/** A digest taken when each stream had `covered` of its events (appended since are not covered). */
const signedAt = (log: Log, covered: ReadonlyMap<string, number>) =>
  new Map(
    [...covered].flatMap(([name, count]) => {
      const end = log.get(name)?.[count - 1];
      return end ? [[name, { revision: end.revision, hash: end.hash ?? null }] as const] : [];
    }),
  );

// One to three streams of 1 to 12 events; some events shown; a digest that covered some of each stream.
const scene = fc
  .array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 })
  .chain((lengths) =>
    fc.record({
      lengths: fc.constant(lengths),
      shown: fc.tuple(...lengths.map((length) => fc.uniqueArray(fc.integer({ min: 0, max: length - 1 }), { minLength: 1, maxLength: length }))),
      covered: fc.tuple(...lengths.map((length) => fc.integer({ min: 0, max: length }))),
    }),
  )
  .map(({ lengths, shown, covered }) => {
    const made: Log = new Map(lengths.map((length, i) => [`booking-${i}`, makeStream(`booking-${i}`, length)]));
    // Each run tampers with its own copy (fast-check may hand a value out again while shrinking).
    const log: Log = new Map([...made].map(([name, events]) => [name, [...events]]));
    const refs = shown.flatMap((revisions, i) => revisions.map((r) => ({ streamName: `booking-${i}`, revision: BigInt(r) })));
    return { log, refs, signed: signedAt(made, new Map(covered.map((count, i) => [`booking-${i}`, count]))) };
  });

/** Replaces one event in the log: its data changed, its hash kept or recomputed from the event before it. */
function tamper(log: Log, ref: EventRef, rehash: boolean): void {
  const events = present(log.get(ref.streamName), 'log.get(ref.streamName)');
  const i = Number(ref.revision);
  const changed = { ...present(events[i], 'events[i]'), data: { amountPaise: 1 } };
  events[i] = rehash ? { ...changed, hash: eventHash(events[i - 1]?.hash ?? genesisHash, changed) } : changed;
}

describe('the chain check on read', () => {
  it('marks nothing in a log nobody changed, whatever is shown and whatever a digest covered', () => {
    fc.assert(
      fc.property(scene, ({ log, refs, signed }) => {
        expect(check(log, refs, signed)).toEqual([]);
      }),
    );
  });

  it('finds an event whose content was changed at that event, and marks only the events of its stream', () => {
    fc.assert(
      fc.property(scene, fc.nat(), ({ log, refs, signed }, pick) => {
        const target = present(refs[pick % refs.length], 'refs[pick % refs.length]');
        tamper(log, target, false);
        const problems = check(log, refs, signed);
        expect(findingsFor({ streamName: target.streamName, revision: Number(target.revision) }, problems).map((f) => f.check)).toContain('hash');
        for (const ref of refs) {
          const findings = findingsFor({ streamName: ref.streamName, revision: Number(ref.revision) }, problems);
          if (ref.streamName === target.streamName) expect(findings.length).toBeGreaterThan(0);
          else expect(findings).toEqual([]);
        }
      }),
    );
  });

  it('finds an event changed and rehashed at the event after it, or at its stream’s signed end', () => {
    fc.assert(
      fc.property(scene, fc.nat(), ({ log, refs, signed }, pick) => {
        const target = present(refs[pick % refs.length], 'refs[pick % refs.length]');
        const length = BigInt(present(log.get(target.streamName), 'log.get(target.streamName)').length);
        const signedEnd = signed.get(target.streamName)?.revision;
        // Rehashing the last event after the last digest leaves nothing behind it: verify's window, not this check's.
        fc.pre(target.revision < length - 1n || signedEnd === target.revision);
        tamper(log, target, true);
        const problems = check(log, refs, signed).filter((p) => p.streamName === target.streamName);
        const expected = target.revision < length - 1n ? { revision: Number(target.revision) + 1, check: 'hash' } : { revision: Number(target.revision), check: 'head' };
        expect(problems).toContainEqual(expect.objectContaining(expected));
      }),
    );
  });

  it('finds the last events of a stream removed after a digest covered them', () => {
    fc.assert(
      fc.property(scene, fc.nat(), ({ log, refs, signed }, pick) => {
        const covered = [...signed].filter(([name, head]) => head.revision > 0n && refs.some((ref) => ref.streamName === name));
        fc.pre(covered.length > 0);
        const [name, head] = present(covered[pick % covered.length], 'covered[pick % covered.length]');
        log.set(name, present(log.get(name), 'log.get(name)').slice(0, Number(head.revision) - (pick % Number(head.revision))));
        const problems = check(log, refs, signed).filter((p) => p.streamName === name);
        expect(problems).toContainEqual(expect.objectContaining({ revision: Number(head.revision), check: 'head' }));
      }),
    );
  });

  it('finds an event deleted between two others, at both neighbours', () => {
    const log: Log = new Map([['booking-a', makeStream('booking-a', 5)]]);
    log.set(
      'booking-a',
      present(log.get('booking-a'), "log.get('booking-a')").filter((e) => e.revision !== 2n),
    );
    const refs = present(log.get('booking-a'), "log.get('booking-a')").map((e) => ({ streamName: e.streamName, revision: e.revision }));
    expect(check(log, refs, new Map()).map((p) => [p.revision, p.check])).toEqual([
      [1, 'missing'],
      [3, 'missing'],
    ]);
  });

  it('finds an event the index lists but the log no longer has', () => {
    const log: Log = new Map([['coupon-X', makeStream('coupon-X', 9)]]);
    log.set(
      'coupon-X',
      present(log.get('coupon-X'), "log.get('coupon-X')").filter((e) => e.revision !== 4n),
    );
    const problems = check(log, [{ streamName: 'coupon-X', revision: 4n }], new Map());
    expect(problems).toEqual([expect.objectContaining({ revision: 4, check: 'missing' })]);
  });

  it('finds an unhashed event after a hashed one, and accepts a stream written before hashing began', () => {
    const legacy = [0, 1, 2].map((r) => event('booking-old', r, undefined, 500, false));
    const resumed = event('booking-old', 3, undefined, 600); // the chain starts again from genesis, as append_events does
    const hashed = makeStream('booking-new', 2);
    const log: Log = new Map([
      ['booking-old', [...legacy, resumed]],
      ['booking-new', [...hashed, event('booking-new', 2, undefined, 700, false)]],
    ]);
    const refs = [...log.values()].flat().map((e) => ({ streamName: e.streamName, revision: e.revision }));
    expect(check(log, refs, new Map()).map((p) => [p.streamName, p.revision, p.check])).toEqual([['booking-new', 2, 'unhashed']]);
  });

  it('says at the top how many events are marked and what to do, and nothing when all holds', () => {
    expect(integrityOf([], 7, 0)).toEqual({ ok: true, markedEvents: 0, summary: null, whatToDo: null, problems: [] });
    const problem = { streamName: 'booking-a', revision: 3, check: 'hash' as const, problem: 'Revision 3 (RefundIssued) does not match its hash.' };
    const said = integrityOf([problem], 7, 4);
    expect(said).toMatchObject({ ok: false, markedEvents: 4, problems: [problem] });
    expect(said.summary).toMatch(/stream booking-a fails its hash chain, and 4 of the 7 events shown are marked/);
    expect(said.whatToDo).toMatch(/npm run audit -- verify/);
  });
});
