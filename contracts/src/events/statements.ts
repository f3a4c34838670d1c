// Counsellor statements (issue 31, item 2): the platform's commission on each payment a booking kept (stream
// commission-{bookingId}), given back in proportion when that payment is refunded, and the payouts an admin records
// (stream payouts-{counsellorId}). Each carries the figures it was decided with (the rate in force, the base), so a
// later change of configuration never changes a month already closed. Amounts are integer paise. The ledger reads them.
import { z } from 'zod';

const paise = z.number().int().nonnegative();
const bookingId = z.uuid();
const counsellorId = z.uuid();
/** Basis points: 2000 is 20 %. */
const rateBasisPoints = z.number().int().min(0).max(10_000);

export const statementEvents = {
  /** The platform's share of a payment its booking was confirmed on, at the rate in force when it was counted. */
  CommissionCharged: {
    version: 1,
    schema: z.object({ bookingId, counsellorId, paymentId: z.string(), packageType: z.enum(['basic', 'advanced', 'comprehensive']), paidPaise: paise, rateBasisPoints, commissionPaise: paise }),
  },
  /** A refund of that payment gives back the commission in proportion (all of it once the whole payment is refunded). */
  CommissionReturned: {
    version: 1,
    schema: z.object({ bookingId, counsellorId, paymentId: z.string(), refundId: z.string(), refundPaise: paise, rateBasisPoints, commissionPaise: paise }),
  },
  /** Money paid to a counsellor against a month's statement, with the bank's reference; `paidOn` is the India day it was paid. */
  PayoutRecorded: {
    version: 1,
    schema: z.object({ payoutId: z.uuid(), counsellorId, month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/), amountPaise: paise.min(1), paidOn: z.iso.date(), reference: z.string().min(1).max(60) }),
  },
  /**
   * On `payoutreference-{SHA-256 of the reference without case or spaces}` (decision 0139): the bank reference is taken by
   * this payout, claimed before the payout is recorded on the counsellor's stream.
   */
  PayoutReferenceClaimed: { version: 1, schema: z.object({ payoutId: z.uuid(), counsellorId, reference: z.string().min(1).max(60) }) },
  /** The claim of a payout that was never recorded (refused, or its request died) is let go: the reference is free again. */
  PayoutReferenceReleased: { version: 1, schema: z.object({ payoutId: z.uuid() }) },
  /** On the counsellor's payouts stream: this payout claimed a reference and was never recorded; it never can be now. */
  PayoutAbandoned: { version: 1, schema: z.object({ payoutId: z.uuid(), counsellorId }) },
} as const;

type EventOf<Type extends keyof typeof statementEvents> = { type: Type; data: z.infer<(typeof statementEvents)[Type]['schema']> };
export type CommissionEvent = EventOf<'CommissionCharged'> | EventOf<'CommissionReturned'>;
export type PayoutEvent = EventOf<'PayoutRecorded'> | EventOf<'PayoutAbandoned'>;
export type PayoutReferenceEvent = EventOf<'PayoutReferenceClaimed'> | EventOf<'PayoutReferenceReleased'>;
