// The local gateway's checkout (the embedded default): clearly test mode, no money moves. Approve signs like Razorpay.
import ScienceRounded from '@mui/icons-material/ScienceRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import { formatAmount } from '../../../lib/format';
import { approveTestPayment, declineTestPayment } from '../api/bookingApi';
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
      onDone({ kind: 'unavailable' });
    }
  };
  return (
    <Dialog open onClose={() => !busy && onDone({ kind: 'dismissed' })} aria-labelledby="test-checkout-title" maxWidth="xs" fullWidth>
      <DialogTitle id="test-checkout-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ScienceRounded color="warning" /> Test payment
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          TEST MODE: no money moves. This checkout stands in for Razorpay on this installation.
        </Alert>
        <Typography>
          Amount: <strong>{formatAmount(order.amount / 100)}</strong>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Order {order.id}
        </Typography>
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
