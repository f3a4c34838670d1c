// A payout spans two streams (its bank reference's claim, then the counsellor's payouts; decision 0139): a claim whose
// payout is not recorded a little later is let go, so a request that died between the two steps does not keep the
// reference from the payout that was meant to carry it. In the background: no request waits for it.
import { statementEvents } from '@margdarshak/contracts/events/statements';
import { after, processor } from '../../platform/processors/processor';
import { settleReferenceClaim } from './payouts';

/** A payout claims its reference and is recorded within milliseconds; this is far beyond any request still running. */
export const REFERENCE_CLAIM_GRACE_MS = 30_000;

type Job = { kind: 'settle-reference'; referenceStream: string; payoutId: string; counsellorId: string };

export const payoutReferencesProcessor = processor<Job>({
  name: 'payoutReferences',
  eventTypes: ['PayoutReferenceClaimed'],
  plan(event) {
    const { payoutId, counsellorId } = statementEvents.PayoutReferenceClaimed.schema.parse(event.data);
    return [{ kind: 'settle-reference', referenceStream: event.streamName, payoutId, counsellorId, dueAt: after(event, REFERENCE_CLAIM_GRACE_MS) }];
  },
  run: (job, { deps, actor }) => settleReferenceClaim(deps, job.referenceStream, job.payoutId, job.counsellorId, actor),
});
