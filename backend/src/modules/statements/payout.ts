// A counsellor's payouts (stream payouts-{counsellorId}; decision 0128): each payout recorded against a month's
// statement, never more than is owed. The stream holds every payout, so two admins paying at once decide in turn and
// cannot together pay more than is owed. Its bank reference is claimed first on a stream of its own (payoutReference.ts,
// decision 0139); a payout whose claim was let go is marked abandoned here, so a late request cannot record it after all.
import type { PayoutEvent } from '@margdarshak/contracts/events/statements';
import { formatPaiseToThePaisa } from '@margdarshak/contracts/money';
import { ConflictError, DomainError } from '../../platform/http/errors';

export const payoutsStream = (counsellorId: string) => `payouts-${counsellorId}`;

export interface PayoutsState {
  paidPaise: number;
  recordedIds: readonly string[];
  abandonedIds: readonly string[];
}

export const initialPayouts: PayoutsState = { paidPaise: 0, recordedIds: [], abandonedIds: [] };

export function evolvePayouts(state: PayoutsState, event: PayoutEvent): PayoutsState {
  switch (event.type) {
    case 'PayoutRecorded':
      return { ...state, recordedIds: [...state.recordedIds, event.data.payoutId], paidPaise: state.paidPaise + event.data.amountPaise };
    case 'PayoutAbandoned':
      return { ...state, abandonedIds: [...state.abandonedIds, event.data.payoutId] };
    default: {
      const unknown: never = event;
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

export const PAYOUT_ABANDONED = 'Recording this payout took too long. Please try again.';

export function decidePayout(command: RecordPayout, state: PayoutsState): PayoutEvent[] {
  if (state.abandonedIds.includes(command.payoutId)) throw new ConflictError('PAYOUT_ABANDONED', PAYOUT_ABANDONED);
  if (state.recordedIds.includes(command.payoutId)) return [];
  const owed = command.earnedPaise - state.paidPaise;
  if (command.amountPaise > owed)
    throw new DomainError('MORE_THAN_OWED', `This is more than the counsellor is owed today (${formatPaiseToThePaisa(Math.max(0, owed))}).`, 422, { owed: Math.max(0, owed) / 100 });
  const { earnedPaise: _, ...data } = command;
  return [{ type: 'PayoutRecorded', data }];
}

/** A payout that claimed its reference and was not recorded: from now on it never will be (then its claim can go). */
export function decideAbandon(command: { payoutId: string; counsellorId: string }, state: PayoutsState): PayoutEvent[] {
  if (state.recordedIds.includes(command.payoutId) || state.abandonedIds.includes(command.payoutId)) return [];
  return [{ type: 'PayoutAbandoned', data: { payoutId: command.payoutId, counsellorId: command.counsellorId } }];
}
