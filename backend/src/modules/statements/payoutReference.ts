// A bank reference's claim (stream payoutreference-{SHA-256 of its key}; decision 0139): one stream per reference, so two
// payouts under one reference, even for two counsellors at the same moment, are decided one after the other and only
// the first is let through. Claimed before the payout is recorded; let go only by a payout that never was.
import { createHash } from 'node:crypto';
import type { PayoutReferenceEvent } from '@margdarshak/contracts/events/statements';
import { referenceKey } from '@margdarshak/contracts/api/statements';
import { ConflictError } from '../../platform/http/errors';

export const DUPLICATE_REFERENCE = 'A payout with this bank reference is already recorded.';

/** Compared as payouts compare references (no case, no spaces); hashed so the stream name has one shape and length. */
export const payoutReferenceStream = (reference: string) => `payoutreference-${createHash('sha256').update(referenceKey(reference)).digest('hex')}`;

export type ReferenceState = { status: 'free' } | { status: 'claimed'; payoutId: string };

export const initialReference: ReferenceState = { status: 'free' };

export function evolveReference(_state: ReferenceState, event: PayoutReferenceEvent): ReferenceState {
  switch (event.type) {
    case 'PayoutReferenceClaimed':
      return { status: 'claimed', payoutId: event.data.payoutId };
    case 'PayoutReferenceReleased':
      return { status: 'free' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export type ReferenceCommand = { type: 'ClaimReference'; payoutId: string; counsellorId: string; reference: string } | { type: 'ReleaseReference'; payoutId: string };

export function decideReference(command: ReferenceCommand, state: ReferenceState): PayoutReferenceEvent[] {
  switch (command.type) {
    case 'ClaimReference':
      if (state.status === 'claimed' && state.payoutId === command.payoutId) return [];
      if (state.status === 'claimed') throw new ConflictError('DUPLICATE_REFERENCE', DUPLICATE_REFERENCE);
      return [{ type: 'PayoutReferenceClaimed', data: { payoutId: command.payoutId, counsellorId: command.counsellorId, reference: command.reference } }];
    case 'ReleaseReference':
      if (state.status !== 'claimed' || state.payoutId !== command.payoutId) return [];
      return [{ type: 'PayoutReferenceReleased', data: { payoutId: command.payoutId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
