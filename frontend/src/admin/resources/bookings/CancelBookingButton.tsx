// Cancel Booking (from a row or the details dialog): offered only where the server would take it (the shared
// cancellation rule, by the time now), a confirmation with the real refund and an optional reason, then the real call.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNow } from '../../../lib/useNow';
import { formatDateTime } from '../../adminFormat';
import { ReasonDialog } from '../../components/ReasonDialog';
import { adminCancellation, refundPromise, type BookingRecord } from './bookingRecord';
import { useCancelBooking } from './useCancelBooking';

interface CancelBookingButtonProps {
  booking: BookingRecord;
  variant?: 'text' | 'outlined';
  /** Told the server's words once cancelled (the details dialog shows them: its modal hides the toast from screen readers). */
  onCancelled?: (message: string) => void;
}

export function CancelBookingButton({ booking, variant = 'outlined', onCancelled }: CancelBookingButtonProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking();
  const offer = adminCancellation(booking, useNow());
  if (!offer.allowed) return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        variant={variant}
        sx={{ whiteSpace: 'nowrap' }}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        Cancel Booking
      </Button>
      <ReasonDialog
        open={open}
        title="Cancel this booking?"
        text={`${booking.studentName}'s ${booking.packageName} session with ${booking.counsellorName} on ${formatDateTime(booking.sessionDate)} is cancelled${refundPromise(offer.refundPaise)}. This cannot be undone.`}
        confirm="Cancel Booking"
        dismiss="Keep booking"
        required={false}
        helperText="Kept on the booking's history."
        maxLength={500}
        loading={cancel.isPending}
        onConfirm={(reason) => cancel.mutate({ id: booking.id, reason }, { onSettled: () => setOpen(false), onSuccess: (answer) => onCancelled?.(answer.message) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
