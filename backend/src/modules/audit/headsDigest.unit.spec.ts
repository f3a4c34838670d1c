import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHeadsTree, digestKey, signDigest, signatureHolds, type StreamHead } from './headsDigest';
import { present } from '../../testing/present';

const head: fc.Arbitrary<StreamHead> = fc.record({ revision: fc.bigInt({ min: 0n, max: 1000n }), hash: fc.option(fc.stringMatching(/^[0-9a-f]{64}$/), { nil: undefined }) });
const updates = fc.array(fc.tuple(fc.string({ maxLength: 8 }), head), { maxLength: 60 });

describe('the stream heads digest', () => {
  it('has one root for one set of heads, however they were reached and whenever it was asked for', () => {
    fc.assert(
      fc.property(updates, fc.array(fc.nat(), { maxLength: 10 }), (changes, asks) => {
        const incremental = createHeadsTree();
        changes.forEach(([name, value], i) => {
          incremental.set(name, value);
          if (asks.includes(i)) incremental.root();
        });
        const final = new Map(changes);
        const fresh = createHeadsTree();
        for (const [name, value] of [...final].reverse()) fresh.set(name, value);
        expect(incremental.root()).toBe(fresh.root());
        expect(incremental.streams).toBe(final.size);
      }),
    );
  });

  it('changes its root with any stream’s name, revision or hash', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.string({ maxLength: 8 }), head), { minLength: 1, maxLength: 20, selector: ([name]) => name }), fc.nat(), (heads, pick) => {
        const tree = (list: typeof heads) => {
          const t = createHeadsTree();
          for (const [name, value] of list) t.set(name, value);
          return t.root();
        };
        const i = pick % heads.length;
        const [name, value] = present(heads[i], 'heads[i]');
        const root = tree(heads);
        const replaced = (entry: [string, StreamHead]) => heads.map((h, j) => (j === i ? entry : h));
        expect(tree(replaced([name, { ...value, revision: value.revision + 1n }]))).not.toBe(root);
        expect(tree(replaced([name, { ...value, hash: value.hash ? undefined : 'a'.repeat(64) }]))).not.toBe(root);
        if (!heads.some(([other]) => other === `${name}x`)) expect(tree(replaced([`${name}x`, value]))).not.toBe(root);
      }),
    );
  });

  it('is signed over every field, and holds only for the key that signed it', () => {
    const key = digestKey('a-server-secret-a-server-secret-0000');
    const digest = signDigest(key, { digestedAt: '2026-11-23T04:30:00.000Z', upTo: { commit: '812', prepare: '40' }, streams: 3, events: 9, headsRoot: 'b'.repeat(64) });
    expect(signatureHolds(key, digest)).toBe(true);
    expect(signatureHolds(digestKey('another-secret-another-secret-00000'), digest)).toBe(false);
    expect(signatureHolds(key, { ...digest, events: 8 })).toBe(false);
    expect(signatureHolds(key, { ...digest, upTo: { commit: '812', prepare: '41' } })).toBe(false);
    expect(signatureHolds(key, { ...digest, signature: 'short' })).toBe(false);
  });
});
