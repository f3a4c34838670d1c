// What the commission on a booking becomes: charged once, on the payment the booking kept, as the rate says; given back
// by each refund of that payment in proportion to what is refunded so far, rounded so that a whole refund gives back
// exactly what was charged (never more, whatever the pieces).
import type { CommissionEvent } from '@margdarshak/contracts/events/statements';
import type { CommissionState } from './commission';

export type CommissionCommand =
  | {
      type: 'Charge';
      bookingId: string;
      counsellorId: string;
      paymentId: string;
      packageType: 'basic' | 'advanced' | 'comprehensive';
      paidPaise: number;
      rateBasisPoints: number;
    }
  | { type: 'Return'; bookingId: string; paymentId: string; refundId: string; refundPaise: number };

/** The commission on `paidPaise` at `rateBasisPoints`, to the nearest paisa. */
export const commissionOn = (paidPaise: number, rateBasisPoints: number) => Math.round((paidPaise * rateBasisPoints) / 10_000);

export function decideCommission(command: CommissionCommand, state: CommissionState): CommissionEvent[] {
  switch (command.type) {
    case 'Charge': {
      if (state.charged) return [];
      const { type: _, ...data } = command;
      return [{ type: 'CommissionCharged', data: { ...data, commissionPaise: commissionOn(command.paidPaise, command.rateBasisPoints) } }];
    }
    case 'Return': {
      const { charged } = state;
      // Only the payment the commission was charged on gives it back (a second capture returned was never charged).
      if (!charged || charged.paymentId !== command.paymentId || state.refundIds.includes(command.refundId)) return [];
      const refunded = Math.min(state.refundedPaise + command.refundPaise, charged.paidPaise);
      const dueBack = charged.paidPaise === 0 ? charged.commissionPaise : Math.round((charged.commissionPaise * refunded) / charged.paidPaise);
      return [
        {
          type: 'CommissionReturned',
          data: {
            bookingId: command.bookingId,
            counsellorId: charged.counsellorId,
            paymentId: command.paymentId,
            refundId: command.refundId,
            refundPaise: command.refundPaise,
            rateBasisPoints: charged.rateBasisPoints,
            commissionPaise: Math.max(0, dueBack - state.returnedPaise),
          },
        },
      ];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
