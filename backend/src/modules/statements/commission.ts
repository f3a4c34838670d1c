// The platform's commission on one booking (stream commission-{bookingId}; decision 0127): charged once on the payment
// the booking was confirmed on, at the rate in force then, and given back in proportion as that payment is refunded.
import type { CommissionEvent } from '@margdarshak/contracts/events/statements';

export const commissionStream = (bookingId: string) => `commission-${bookingId}`;

export interface CommissionState {
  charged: { counsellorId: string; paymentId: string; paidPaise: number; rateBasisPoints: number; commissionPaise: number } | null;
  /** Refunds of the charged payment so far, and the commission they gave back. */
  refundIds: readonly string[];
  refundedPaise: number;
  returnedPaise: number;
}

export const initialCommission: CommissionState = { charged: null, refundIds: [], refundedPaise: 0, returnedPaise: 0 };

export function evolveCommission(state: CommissionState, event: CommissionEvent): CommissionState {
  switch (event.type) {
    case 'CommissionCharged': {
      const { counsellorId, paymentId, paidPaise, rateBasisPoints, commissionPaise } = event.data;
      return { ...state, charged: { counsellorId, paymentId, paidPaise, rateBasisPoints, commissionPaise } };
    }
    case 'CommissionReturned':
      return {
        ...state,
        refundIds: [...state.refundIds, event.data.refundId],
        refundedPaise: state.refundedPaise + event.data.refundPaise,
        returnedPaise: state.returnedPaise + event.data.commissionPaise,
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
