import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventMetadata } from '@margdarshak/contracts/log';
import { canonicalJson, contentHash, eventHash, genesisHash, linkHash, splitHash } from './hashChain';
import { present } from '../../testing/present';

interface Stored {
  streamName: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  hash: string;
}

/** A stream as the store keeps it: each event hashed over its content and the hash before it. */
function chain(streamName: string, events: { type: string; data: unknown; metadata: EventMetadata }[]): Stored[] {
  let previous = genesisHash;
  return events.map((e, i) => {
    const stored = { ...e, streamName, revision: BigInt(i) };
    previous = eventHash(previous, stored);
    return { ...stored, hash: previous };
  });
}

/** The first revision whose stored hash is not the one recomputed from the events before it (as verify walks a stream). */
function firstBreak(events: Stored[]): number | undefined {
  let previous = genesisHash;
  for (const [i, e] of events.entries()) {
    if (eventHash(previous, e) !== e.hash) return i;
    previous = e.hash;
  }
  return undefined;
}

const json = fc.jsonValue({ maxDepth: 3 });
const metadata: fc.Arbitrary<EventMetadata> = fc.record(
  {
    at: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    userId: fc.uuid(),
    role: fc.constantFrom('student' as const, 'counsellor' as const, 'admin' as const, 'system' as const),
    correlationId: fc.uuid(),
    causationId: fc.uuid(),
    version: fc.integer({ min: 1, max: 5 }),
  },
  { requiredKeys: ['at'] },
);
const newEvent = fc.record({ type: fc.string({ minLength: 1, maxLength: 20 }), data: json, metadata });

type Change = 'streamName' | 'revision' | 'type' | 'data' | 'metadata' | 'previous';

function changed(event: Stored, change: Change, events: Stored[], index: number): Stored[] {
  const copy = events.map((e) => ({ ...e }));
  switch (change) {
    case 'streamName':
      copy[index] = { ...event, streamName: `${event.streamName}x` };
      break;
    case 'revision':
      copy[index] = { ...event, revision: event.revision + 1n };
      break;
    case 'type':
      copy[index] = { ...event, type: `${event.type}x` };
      break;
    case 'data':
      copy[index] = { ...event, data: { was: event.data } };
      break;
    case 'metadata':
      copy[index] = { ...event, metadata: { ...event.metadata, at: `${event.metadata.at}x` } };
      break;
    case 'previous':
      // The event before it is removed: this one now follows another hash (or genesis).
      copy.splice(index - 1, 1);
      return copy;
    default: {
      const never: never = change;
      throw new Error(`unknown change ${String(never)}`);
    }
  }
  return copy;
}

describe('canonical JSON', () => {
  it('is PostgreSQL’s jsonb text: keys shorter first then bytewise, its spacing, numbers without exponents', () => {
    expect(canonicalJson({ bb: 1, a: [{ d: null, c: 'x' }], é: true, A: -0, b: {} })).toBe('{"A": 0, "a": [{"c": "x", "d": null}], "b": {}, "bb": 1, "é": true}');
    expect(canonicalJson({ gone: undefined, kept: [undefined] })).toBe('{"kept": [null]}');
    expect(canonicalJson([1e21, -1.5e-7, 1.2345e25, 5e-7, 123.456, -0])).toBe('[1000000000000000000000, -0.00000015, 12345000000000000000000000, 0.0000005, 123.456, 0]');
  });

  it('is the same for a value and for that value after a JSON store reordered its keys', () => {
    fc.assert(
      fc.property(json, (value) => {
        const reordered = JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v))) as unknown;
        expect(canonicalJson(reordered)).toBe(canonicalJson(value));
        // The same value: only order, spacing and the writing of numbers differ.
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('orders the keys of each object by its own keys, even when two lists of keys joined look alike', () => {
    // Joined with NUL, both lists read 'zz\0a\0b': the order learnt for the first must not serve the second.
    expect(canonicalJson({ 'zz\u0000a': 1, b: 2 })).toBe('{"b": 2, "zz\\u0000a": 1}');
    expect(canonicalJson({ zz: 1, 'a\u0000b': 2 })).toBe('{"zz": 1, "a\\u0000b": 2}');
    expect(canonicalJson({ 'zz\u0000a': 3, b: 4 })).toBe('{"b": 4, "zz\\u0000a": 3}');
  });
});

describe('hash chain', () => {
  it('changes a content hash with any change to type, data or metadata', () => {
    fc.assert(
      fc.property(newEvent, json, (e, other) => {
        fc.pre(canonicalJson(other) !== canonicalJson(e.data));
        const base = contentHash(e.type, e.data, e.metadata);
        expect(contentHash(`${e.type}.`, e.data, e.metadata)).not.toBe(base);
        expect(contentHash(e.type, other, e.metadata)).not.toBe(base);
        expect(contentHash(e.type, e.data, { ...e.metadata, correlationId: 'another' })).not.toBe(base);
      }),
    );
  });

  it('ignores a hash inside the metadata (the stored hash is not part of what it covers)', () => {
    const at = '2026-11-23T10:00:00.000Z';
    expect(contentHash('A', {}, { at, hash: 'x' } as EventMetadata)).toBe(contentHash('A', {}, { at }));
    expect(splitHash({ at, hash: 'abc' } as EventMetadata)).toEqual({ metadata: { at }, hash: 'abc' });
    expect(splitHash({ at })).toEqual({ metadata: { at } });
  });

  it('links without ambiguity: a stream name cannot pose as a revision or a hash', () => {
    const content = 'c'.repeat(64);
    expect(linkHash(genesisHash, 's:1', 2n, content)).not.toBe(linkHash(genesisHash, 's', 12n, content));
    expect(linkHash(genesisHash, `${content}:s`, 1n, content)).not.toBe(linkHash(genesisHash, 's', 1n, content));
  });

  it('an honest stream has no break', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(newEvent, { minLength: 1, maxLength: 8 }), (name, events) => {
        expect(firstBreak(chain(name, events))).toBeUndefined();
      }),
    );
  });

  it('any change to any field of an event breaks the chain at that revision and not before', () => {
    const change = fc.constantFrom<Change>('streamName', 'revision', 'type', 'data', 'metadata', 'previous');
    fc.assert(
      fc.property(fc.string(), fc.array(newEvent, { minLength: 2, maxLength: 8 }), fc.nat(), change, (name, events, at, what) => {
        const stored = chain(name, events);
        const index = what === 'previous' ? 1 + (at % (stored.length - 1)) : at % stored.length;
        const event = present(stored[index], 'stored[index]');
        if (what === 'data') fc.pre(canonicalJson({ was: event.data }) !== canonicalJson(event.data));
        const tampered = changed(event, what, stored, index);
        // A removed event: the one after the gap now sits at index - 1 in the list, and breaks there.
        expect(firstBreak(tampered)).toBe(what === 'previous' ? index - 1 : index);
      }),
    );
  });
});
