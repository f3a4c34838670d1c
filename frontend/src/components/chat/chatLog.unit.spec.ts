import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMessages, mergeMessages, newestFromOthers, type ShownMessage } from './chatLog';

const message = (n: number, from = 'a'): ShownMessage => ({
  id: `m${n}`,
  bookingId: 'b',
  fromUserId: from,
  fromRole: from === 'a' ? 'student' : 'counsellor',
  text: `text ${n}`,
  sentAt: '2026-11-23T06:00:00.000Z',
  // Commits of different lengths: compared as numbers, 999 comes before 1000.
  position: `${999 + Math.floor(n / 2)}/${n}`,
});

describe('mergeMessages', () => {
  it('shows each message once, in log order, however pages, the stream and answers overlap and interleave', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 10 }), { maxLength: 8 }), (batches) => {
        const merged = batches.reduce<ShownMessage[]>(
          (log, batch) =>
            mergeMessages(
              log,
              batch.map((n) => message(n)),
            ),
          [],
        );
        const expected = [...new Set(batches.flat())].sort((a, b) => a - b).map((n) => `m${n}`);
        expect(merged.map((m) => m.id)).toEqual(expected);
      }),
    );
  });

  it('keeps a report once known', () => {
    const reported = mergeMessages([], [{ ...message(1), reportedByMe: true }]);
    expect(mergeMessages(reported, [message(1)])[0]?.reportedByMe).toBe(true);
  });

  it('orders positions as numbers', () => {
    expect(compareMessages({ ...message(1), position: '999/5' }, { ...message(2), position: '1000/1' })).toBe(-1);
  });
});

describe('newestFromOthers', () => {
  it('is the latest message not written by the reader', () => {
    const log = [message(1, 'b'), message(2, 'a'), message(3, 'b'), message(4, 'a')];
    expect(newestFromOthers(log, 'a')?.id).toBe('m3');
    expect(newestFromOthers([message(1, 'a')], 'a')).toBeUndefined();
  });
});
