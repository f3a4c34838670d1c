// The local gateway's checkout (the embedded default), marked as test mode: no money moves. Approve signs the payment
// the way Razorpay does, so verification runs the same code; Decline fails the order and frees the slot.
import ScienceRounded from '@mui/icons-material/ScienceRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import { approveTestPayment, declineTestPayment } from './testCheckout';
import { formatPaise } from '@margdarshak/contracts/money';
import type { CheckoutOutcome } from './checkoutOutcome';

export function TestCheckoutDialog({ order, onDone }: { order: CreateOrderResponse; onDone(outcome: CheckoutOutcome): void }) {
  const [busy, setBusy] = useState(false);
  const finish = async (approve: boolean) => {
    setBusy(true);
    try {
      if (approve) {
        const paid = await approveTestPayment(order.id);
        onDone({ kind: 'paid', paymentId: paid.razorpay_payment_id, orderId: paid.razorpay_order_id, signature: paid.razorpay_signature });
      } else {
        const declined = await declineTestPayment(order.id);
        onDone({ kind: 'declined', description: declined.error.description });
      }
    } catch {
      onDone({ kind: 'failed' });
    }
  };
  return (
    // In English on a Hindi page too: it stands in for the payment provider's own page, which is not ours to word.
    <Dialog open lang="en-IN" onClose={() => !busy && onDone({ kind: 'dismissed' })} aria-labelledby="test-checkout-title" aria-describedby="test-checkout-note" maxWidth="xs" fullWidth>
      <DialogTitle id="test-checkout-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ScienceRounded color="warning" aria-hidden /> Test payment — no money moves
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" id="test-checkout-note" sx={{ mb: 2 }}>
          <strong>TEST MODE.</strong> This installation has no payment provider configured, so this checkout stands in for one. Approve to pretend the payment went through, or Decline to see what a
          refused payment looks like.
        </Alert>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography>Amount</Typography>
          <Typography variant="h6" component="p">
            {formatPaise(order.amount)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Chip size="small" color="warning" variant="outlined" label="TEST" />
          <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
            Order {order.id}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" disabled={busy} onClick={() => void finish(false)}>
          Decline
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void finish(true)}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
