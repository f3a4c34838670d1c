// Cancel Booking behind a confirmation, and Reschedule to another free slot (dashboards §2, §8, §9).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { ApiError, serverErrorOf } from '../../../lib/apiClient';
import { formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { DateAndSlotPicker } from '../../booking';
import { useCancelBooking, useRescheduleBooking } from '../api/studentBookings';
import { freeChangeOpen } from './sessionRules';

export function CancelDialog({ booking, studentId, onClose }: { booking: StudentBooking; studentId: string; onClose(): void }) {
  const cancel = useCancelBooking(studentId);
  const toast = useToast();
  const paid = booking.status === 'confirmed' && booking.paymentId !== null;
  const refundable = paid && freeChangeOpen(booking.sessionDate, new Date());
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: (answer) => {
        toast.success('Booking cancelled', answer.message);
        onClose();
      },
      onError: (error) => {
        toast.error(
          error instanceof ApiError ? 'Cancellation failed' : 'Error',
          error instanceof ApiError ? (serverErrorOf(error) ?? 'Failed to cancel booking.') : 'An error occurred while cancelling the booking.',
        );
        onClose();
      },
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title">
      <DialogTitle id="cancel-title">Cancel this session?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {refundable
            ? 'You are cancelling more than 24 hours ahead: the full amount is refunded within 5-7 business days.'
            : paid
              ? 'The session starts within 24 hours: cancelling now is not refunded.'
              : 'This booking has not been paid; nothing will be charged.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep session</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
          Cancel Booking
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RescheduleDialog({ booking, studentId, onClose }: { booking: StudentBooking; studentId: string; onClose(): void }) {
  const [choice, setChoice] = useState<{ date: string | null; slot: string | null }>({ date: null, slot: null });
  const reschedule = useRescheduleBooking(studentId);
  const toast = useToast();
  const save = () => {
    if (!choice.date || !choice.slot) {
      toast.error('Selection required', 'Please select both date and time for your session');
      return;
    }
    reschedule.mutate(
      { bookingId: booking.id, sessionDate: choice.date, timeSlot: choice.slot },
      {
        onSuccess: (moved) => {
          toast.success('Session rescheduled', `Your session is now on ${formatDay(moved.date)} at ${moved.timeSlot}.`);
          onClose();
        },
        onError: (error) => toast.error('Reschedule failed', serverErrorOf(error) ?? 'Please try another slot.'),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reschedule-title" maxWidth="md" fullWidth>
      <DialogTitle id="reschedule-title">Reschedule your session</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          Sessions can be moved up to 24 hours before they start.
        </Alert>
        <DateAndSlotPicker counsellorId={booking.counsellorId} date={choice.date} slot={choice.slot} onChange={setChoice} exclude={{ date: booking.date, slot: booking.timeSlot }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={save} disabled={reschedule.isPending}>
          Move session
        </Button>
      </DialogActions>
    </Dialog>
  );
}
