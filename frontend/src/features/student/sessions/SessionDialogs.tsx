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
import { formatDay, formatSlot } from '../../../lib/format';
import { useCataloguesReady, useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { useToast } from '../../../lib/toastContext';
import { bookingMessages, DateAndSlotPicker } from '../../booking';
// The slot picker's words: this dialog loads after the dashboard, whose page did not load them (booking/index.ts does
// not export the catalogue yet).
import { useCancelBooking, useRescheduleBooking } from '../api/studentBookings';
import { sessionsMessages } from './messages';
import { freeChangeOpen } from './sessionRules';

export function CancelDialog({ booking, studentId, onClose }: { booking: StudentBooking; studentId: string; onClose(): void }) {
  const cancel = useCancelBooking(studentId);
  const toast = useToast();
  const t = useT(sessionsMessages);
  const paid = booking.status === 'confirmed' && booking.paymentId !== null;
  const refundable = paid && freeChangeOpen(booking.sessionDate, new Date());
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: (answer) => {
        toast.success(t('cancel.toast.done'), answer.message);
        onClose();
      },
      onError: (error) => {
        toast.error(
          error instanceof ApiError ? t('cancel.toast.failed') : t('cancel.toast.error'),
          error instanceof ApiError ? (serverErrorOf(error) ?? t('cancel.toast.failedText')) : t('cancel.toast.errorText'),
        );
        onClose();
      },
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title">
      <DialogTitle id="cancel-title">{t('cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{refundable ? t('cancel.refundable') : paid ? t('cancel.late') : t('cancel.unpaid')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel.keep')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RescheduleDialog({ booking, studentId, onClose }: { booking: StudentBooking; studentId: string; onClose(): void }) {
  useCataloguesReady([bookingMessages]);
  const [choice, setChoice] = useState<{ date: string | null; slot: string | null }>({ date: null, slot: null });
  const reschedule = useRescheduleBooking(studentId);
  const toast = useToast();
  const t = useT(sessionsMessages);
  const language = useLanguage();
  const save = () => {
    if (!choice.date || !choice.slot) {
      toast.error(t('move.toast.selection'), t('move.toast.selectionText'));
      return;
    }
    reschedule.mutate(
      { bookingId: booking.id, sessionDate: choice.date, timeSlot: choice.slot },
      {
        onSuccess: (moved) => {
          toast.success(t('move.toast.done'), t('move.toast.doneText', { date: formatDay(moved.date, language), time: formatSlot(moved.timeSlot, language) }));
          onClose();
        },
        onError: (error) => toast.error(t('move.toast.failed'), serverErrorOf(error) ?? t('move.toast.failedText')),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reschedule-title" maxWidth="md" fullWidth>
      <DialogTitle id="reschedule-title">{t('move.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('move.note')}
        </Alert>
        <DateAndSlotPicker counsellorId={booking.counsellorId} date={choice.date} slot={choice.slot} onChange={setChoice} exclude={{ date: booking.date, slot: booking.timeSlot }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('move.close')}</Button>
        <Button variant="contained" onClick={save} disabled={reschedule.isPending}>
          {t('move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
