// A bank reference is held by one payout at a time: a claim by another is refused until the holder lets it go, and the
// holder lets it go only when its payout was abandoned, never once it was recorded (decision 0139).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PayoutEvent } from '@margdarshak/contracts/events/statements';
import { ConflictError } from '../../platform/http/errors';
import { decideAbandon, decidePayout, evolvePayouts, initialPayouts, type PayoutsState, type RecordPayout } from './payout';
import { decideReference, evolveReference, initialReference, payoutReferenceStream, type ReferenceCommand, type ReferenceState } from './payoutReference';

const counsellorId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const payoutIds = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];

describe('the reference claim stream', () => {
  it('is one stream for a reference however its case and spaces are typed, another for another reference', () => {
    expect(payoutReferenceStream(' utr 0001 ')).toBe(payoutReferenceStream('UTR0001'));
    expect(payoutReferenceStream('UTR0001')).not.toBe(payoutReferenceStream('UTR0002'));
    expect(payoutReferenceStream('UTR0001')).toMatch(/^payoutreference-[0-9a-f]{64}$/);
  });

  it('lets a claim through only while no other payout holds the reference', () => {
    const command = fc.record({ type: fc.constantFrom('ClaimReference' as const, 'ReleaseReference' as const), payoutId: fc.constantFrom(...payoutIds) });
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        let state: ReferenceState = initialReference;
        for (const { type, payoutId } of commands) {
          const full: ReferenceCommand = type === 'ClaimReference' ? { type, payoutId, counsellorId, reference: 'UTR0001' } : { type, payoutId };
          const heldByOther = state.status === 'claimed' && state.payoutId !== payoutId;
          if (type === 'ClaimReference' && heldByOther) {
            expect(() => decideReference(full, state)).toThrow(ConflictError);
            continue;
          }
          const events = decideReference(full, state);
          if (type === 'ReleaseReference') expect(events.length).toBe(state.status === 'claimed' && state.payoutId === payoutId ? 1 : 0);
          state = events.reduce(evolveReference, state);
          if (type === 'ClaimReference') expect(state).toEqual({ status: 'claimed', payoutId });
        }
      }),
    );
  });
});

describe('a payout that claimed its reference', () => {
  const record: RecordPayout = { payoutId: payoutIds[0] ?? '', counsellorId, month: '2026-11', amountPaise: 100_00, paidOn: '2026-11-23', reference: 'UTR0001', earnedPaise: 1000_00 };
  const fold = (events: PayoutEvent[], state: PayoutsState = initialPayouts) => events.reduce(evolvePayouts, state);

  it('is never recorded once abandoned, so its let-go reference cannot end up on two payouts', () => {
    const abandoned = fold(decideAbandon(record, initialPayouts));
    expect(abandoned.abandonedIds).toEqual([record.payoutId]);
    expect(() => decidePayout(record, abandoned)).toThrow(expect.objectContaining({ code: 'PAYOUT_ABANDONED', status: 409 }));
    expect(decideAbandon(record, abandoned)).toEqual([]);
  });

  it('is never abandoned once recorded, and recording it again adds nothing', () => {
    const recorded = fold(decidePayout(record, initialPayouts));
    expect(recorded.paidPaise).toBe(100_00);
    expect(decideAbandon(record, recorded)).toEqual([]);
    expect(decidePayout(record, recorded)).toEqual([]);
  });
});
