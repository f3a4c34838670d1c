// Cancel Booking (from a row or the details dialog): a confirmation with an optional reason, then the real call.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { formatDateTime } from '../../adminFormat';
import { ReasonDialog } from '../../components/ReasonDialog';
import { canCancel, type BookingRecord } from './bookingRecord';
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
  if (!canCancel(booking)) return null;
  const paid = booking.status === 'confirmed';
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
        text={`${booking.studentName}'s ${booking.packageName} session with ${booking.counsellorName} on ${formatDateTime(booking.sessionDate)} is cancelled${
          paid ? ' and what was paid is refunded in full' : ''
        }. This cannot be undone.`}
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
