// Recording a payout (decision 0128): checked against the calendar (the month has begun, the day paid has come), the
// counsellor, a bank reference no other counsellor's payout carries, and what is owed; decided on the counsellor's
// payouts stream, which alone holds every payout, so two at once cannot pay more than is owed between them.
import { randomUUID } from 'node:crypto';
import type { PayoutInput } from '@margdarshak/contracts/api/statements';
import type { PayoutEvent } from '@margdarshak/contracts/events/statements';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { referenceUsed } from '@margdarshak/projections/payouts/payoutsQueries';
import { type Actor, handleCommand } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { DUPLICATE_REFERENCE, decidePayout, evolvePayouts, initialPayouts, type PayoutsState, payoutsStream } from './payout';
import { earnedToDate } from './statement';

export const NO_COUNSELLOR = 'Counsellor not found';

/** Answers the new payout's id. */
export async function recordPayout(deps: AppDeps, input: PayoutInput, actor: Actor): Promise<string> {
  const today = istDate(deps.clock.now());
  const problems = [
    ...(input.month > today.slice(0, 7) ? [{ path: 'month', message: 'That month has not begun yet' }] : []),
    ...(input.paidOn > today ? [{ path: 'paidOn', message: 'The day paid cannot be in the future' }] : []),
  ];
  if (problems.length > 0) throw new ValidationError(problems);
  if (!(await findCounsellor(deps.db, input.counsellorId))) throw new NotFoundError(NO_COUNSELLOR);
  if (await referenceUsed(deps.db, input.reference)) throw new ConflictError('DUPLICATE_REFERENCE', DUPLICATE_REFERENCE);
  const payoutId = randomUUID();
  // Earned from the ledger (which holds no payout in this sum); the payouts themselves come from the stream, so a retry
  // after a concurrent payout decides on the new total.
  const earnedPaise = await earnedToDate(deps.db, input.counsellorId);
  const { amount, ...rest } = input;
  const command = { payoutId, ...rest, amountPaise: Math.round(amount * 100), earnedPaise };
  await handleCommand<PayoutsState, PayoutEvent>(deps, { initialState: initialPayouts, evolve: evolvePayouts }, payoutsStream(input.counsellorId), (state) => decidePayout(command, state), actor);
  return payoutId;
}
