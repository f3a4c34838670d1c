// Recording a payout (decisions 0128, 0139): checked against the calendar (the month has begun, the day paid has come),
// the counsellor, a bank reference no payout carries, and what is owed. The reference is claimed first, on a stream of
// its own, so two payouts under one reference cannot both pass even at the same moment; the payout is then decided on
// the counsellor's payouts stream, which alone holds every payout, so two at once cannot pay more than is owed between
// them. A claim whose payout was never recorded is let go: at once when the payout is refused, by the payout
// references processor when the request died between the two steps.
import { randomUUID } from 'node:crypto';
import type { PayoutInput } from '@margdarshak/contracts/api/statements';
import type { PayoutEvent, PayoutReferenceEvent } from '@margdarshak/contracts/events/statements';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { referenceUsed } from '@margdarshak/projections/payouts/payoutsQueries';
import { type Actor, handleCommand, loadState } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { decideAbandon, decidePayout, evolvePayouts, initialPayouts, type PayoutsState, payoutsStream } from './payout';
import { DUPLICATE_REFERENCE, decideReference, evolveReference, initialReference, payoutReferenceStream, type ReferenceCommand, type ReferenceState } from './payoutReference';
import { earnedToDate } from './statement';

export const NO_COUNSELLOR = 'Counsellor not found';
export const COMMISSION_PENDING = 'The commission on a recent payment is still being worked out. Please try again in a minute.';

const payoutsAggregate = { initialState: initialPayouts, evolve: evolvePayouts };
const referenceAggregate = { initialState: initialReference, evolve: evolveReference };

const onReference = (deps: AppDeps, streamName: string, command: ReferenceCommand, actor: Actor, options: { skipReadWait?: boolean } = {}) =>
  handleCommand<ReferenceState, PayoutReferenceEvent>(deps, referenceAggregate, streamName, (state) => decideReference(command, state), actor, options);

/** Answers the new payout's id. */
export async function recordPayout(deps: AppDeps, input: PayoutInput, actor: Actor): Promise<string> {
  const today = istDate(deps.clock.now());
  const problems = [
    ...(input.month > today.slice(0, 7) ? [{ path: 'month', message: 'That month has not begun yet' }] : []),
    ...(input.paidOn > today ? [{ path: 'paidOn', message: 'The day paid cannot be in the future' }] : []),
  ];
  if (problems.length > 0) throw new ValidationError(problems);
  if (!(await findCounsellor(deps.db, input.counsellorId))) throw new NotFoundError(NO_COUNSELLOR);
  // Payouts recorded before references were claimed have no claim stream: the read model still knows their references.
  if (await referenceUsed(deps.db, input.reference)) throw new ConflictError('DUPLICATE_REFERENCE', DUPLICATE_REFERENCE);
  const payoutId = randomUUID();
  // Earned from the ledger (which holds no payout in this sum); the payouts themselves come from the stream, so a retry
  // after a concurrent payout decides on the new total.
  const earnedPaise = await earnedToDate(deps.db, input.counsellorId);
  if (earnedPaise === undefined) throw new ConflictError('COMMISSION_PENDING', COMMISSION_PENDING);
  const { amount, ...rest } = input;
  const command = { payoutId, ...rest, amountPaise: Math.round(amount * 100), earnedPaise };
  const payouts = payoutsStream(input.counsellorId);
  // More than is owed (the usual slip) is refused before any claim is written; decided again on the stream below.
  decidePayout(command, await loadState(deps.eventStore, payoutsAggregate, payouts));
  const referenceStream = payoutReferenceStream(input.reference);
  await onReference(deps, referenceStream, { type: 'ClaimReference', payoutId, counsellorId: input.counsellorId, reference: input.reference }, actor, { skipReadWait: true });
  try {
    await handleCommand<PayoutsState, PayoutEvent>(deps, payoutsAggregate, payouts, (state) => decidePayout(command, state), actor);
  } catch (error) {
    // Refused after all (another payout to this counsellor came first): the reference is not this payout's to keep.
    if (error instanceof DomainError) await settleReferenceClaim(deps, referenceStream, payoutId, input.counsellorId, actor);
    throw error;
  }
  return payoutId;
}

/**
 * For a claimed reference: when its payout was not recorded, the payout is marked abandoned (so a request too slow to
 * have recorded it yet is refused) and the claim let go, so the reference can be used again. Each step is a no-op once
 * done, and nothing is let go of a payout that was recorded.
 */
export async function settleReferenceClaim(deps: AppDeps, referenceStream: string, payoutId: string, counsellorId: string, actor: Actor): Promise<void> {
  const payouts = payoutsStream(counsellorId);
  await handleCommand<PayoutsState, PayoutEvent>(deps, payoutsAggregate, payouts, (state) => decideAbandon({ payoutId, counsellorId }, state), actor, { skipReadWait: true });
  const state = await loadState(deps.eventStore, payoutsAggregate, payouts);
  if (state.abandonedIds.includes(payoutId)) await onReference(deps, referenceStream, { type: 'ReleaseReference', payoutId }, actor);
}
