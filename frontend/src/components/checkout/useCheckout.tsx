// One way to take a payment for an order, whichever gateway the server chose: the local test checkout (the embedded
// default) or Razorpay Checkout. Render `checkoutDialog` once; `openCheckout` resolves with how the checkout ended.
import { useCallback, useState, type ReactNode } from 'react';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { CheckoutOutcome } from './checkoutOutcome';
import { openRazorpayCheckout, type CheckoutPrefill } from './razorpayCheckout';
import { TestCheckoutDialog } from './TestCheckoutDialog';

interface OpenTestCheckout {
  order: CreateOrderResponse;
  finish(outcome: CheckoutOutcome): void;
}

export function useCheckout(prefill: CheckoutPrefill): { openCheckout(order: CreateOrderResponse): Promise<CheckoutOutcome>; checkoutDialog: ReactNode } {
  const [test, setTest] = useState<OpenTestCheckout | null>(null);
  const { name, email, contact } = prefill;

  const openCheckout = useCallback(
    (order: CreateOrderResponse): Promise<CheckoutOutcome> => {
      switch (order.gateway) {
        case 'local':
          return new Promise((resolve) =>
            setTest({
              order,
              finish: (outcome) => {
                setTest(null);
                resolve(outcome);
              },
            }),
          );
        case 'razorpay':
          return openRazorpayCheckout(order, { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(contact ? { contact } : {}) });
        default: {
          const unknown: never = order.gateway;
          return Promise.resolve(unknown);
        }
      }
    },
    [name, email, contact],
  );

  return { openCheckout, checkoutDialog: test ? <TestCheckoutDialog order={test.order} onDone={test.finish} /> : null };
}
