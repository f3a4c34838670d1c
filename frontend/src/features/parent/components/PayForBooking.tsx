// The Pay button of a child's pending booking: the parent pays the order the child placed, through the same checkout
// (the local test checkout or Razorpay) and the same verification as the student's payment, with public-area §8's words.
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { ParentChildBooking } from '@margdarshak/contracts/api/family';
import { formatPaise } from '@margdarshak/contracts/money';
import { usePaymentToasts, checkoutToast } from '../../../components/checkout/paymentMessages';
import { useCheckout } from '../../../components/checkout/useCheckout';
import { serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';
import { useVerifyChildPayment } from '../api/payChildOrder';

// The parent pays in their own name: nothing of the child is put into the gateway's form.
const NO_PREFILL = {};

export function PayForBooking({ childId, booking }: { childId: string; booking: ParentChildBooking }) {
  const toast = useToast();
  const paymentToasts = usePaymentToasts();
  const { openCheckout, checkoutDialog } = useCheckout(NO_PREFILL);
  const verify = useVerifyChildPayment(childId);
  const [busy, setBusy] = useState(false);
  const t = useT(parentMessages);
  const order = booking.order;
  if (!order) return null;

  const pay = async () => {
    setBusy(true);
    try {
      const outcome = await openCheckout(order);
      if (outcome.kind !== 'paid') {
        const message = checkoutToast(outcome, paymentToasts);
        if (message) toast.show(message);
        return;
      }
      const verified = await verify.mutateAsync({ booking, childId, paymentId: outcome.paymentId, orderId: outcome.orderId, signature: outcome.signature, amountPaise: order.amount });
      toast.show(verified.status === 'confirmed' ? paymentToasts.confirmed : paymentToasts.received);
    } catch (error) {
      toast.show(paymentToasts.verifyFailed(serverErrorOf(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" variant="contained" disabled={busy} onClick={() => void pay()}>
        {t('pay.amount', { amount: formatPaise(order.amount) })}
      </Button>
      {checkoutDialog}
    </>
  );
}
