// A counsellor's payouts (stream payouts-{counsellorId}; decision 0128): each payout recorded against a month's
// statement, never more than is owed, never twice under one bank reference. The stream holds every payout, so two
// admins paying at once decide in turn and cannot together pay more than is owed.
import type { PayoutEvent } from '@margdarshak/contracts/events/statements';
import { formatPaiseToThePaisa } from '@margdarshak/contracts/money';
import { referenceKey } from '@margdarshak/projections/payouts/payoutsProjection';
import { DomainError } from '../../platform/http/errors';

export const payoutsStream = (counsellorId: string) => `payouts-${counsellorId}`;

export interface PayoutsState {
  /** References as compared: no case, no spaces. */
  referenceKeys: readonly string[];
  paidPaise: number;
}

export const initialPayouts: PayoutsState = { referenceKeys: [], paidPaise: 0 };

export function evolvePayouts(state: PayoutsState, event: PayoutEvent): PayoutsState {
  switch (event.type) {
    case 'PayoutRecorded':
      return { referenceKeys: [...state.referenceKeys, referenceKey(event.data.reference)], paidPaise: state.paidPaise + event.data.amountPaise };
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}

export interface RecordPayout {
  payoutId: string;
  counsellorId: string;
  month: string;
  amountPaise: number;
  paidOn: string;
  reference: string;
  /** What the counsellor has earned to date before any payout (paid - refunds - commission), from the ledger. */
  earnedPaise: number;
}

export const DUPLICATE_REFERENCE = 'A payout with this bank reference is already recorded.';

export function decidePayout(command: RecordPayout, state: PayoutsState): PayoutEvent[] {
  if (state.referenceKeys.includes(referenceKey(command.reference))) throw new DomainError('DUPLICATE_REFERENCE', DUPLICATE_REFERENCE, 409);
  const owed = command.earnedPaise - state.paidPaise;
  if (command.amountPaise > owed)
    throw new DomainError('MORE_THAN_OWED', `This is more than the counsellor is owed today (${formatPaiseToThePaisa(Math.max(0, owed))}).`, 422, { owed: Math.max(0, owed) / 100 });
  const { earnedPaise: _, ...data } = command;
  return [{ type: 'PayoutRecorded', data }];
}
