// View Details (dashboards §2): the booking, its money (each payment on its own line when there were several), the three
// people and things it joins with their ids, the cancellation when there is one, a link to its history, a missed session
// reported or resolved (and Resolve while it can be), and Cancel Booking while it can still be cancelled.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useGetOne } from 'react-admin';
import { paths } from '../../../config/paths';
import { formatAdminRupees, formatDateTime } from '../../adminFormat';
import { unpaidNote } from '../../bookingStatus';
import { BookingStatusBadge } from '../../components/BookingStatusBadge';
import { DetailField } from '../../components/DetailField';
import { typeLabels } from '../../packageTypes';
import { CancelBookingButton } from './CancelBookingButton';
import { NoShowPanel } from './NoShowPanel';
import { cancellationText, paymentLineText, refundState, type BookingRecord } from './bookingRecord';

/** Where the audit section shows a booking's history (that page is the audit issue's). */
export const bookingHistoryPath = (id: string) => `${paths.admin.audit}/bookings/${encodeURIComponent(id)}`;

function amountText(booking: BookingRecord): string {
  if (booking.discount <= 0) return formatAdminRupees(booking.amount);
  return `${formatAdminRupees(booking.amount)} (${formatAdminRupees(booking.price)} less ${formatAdminRupees(booking.discount)}${booking.couponCode ? ` with ${booking.couponCode}` : ''})`;
}

function Details({ booking }: { booking: BookingRecord }) {
  const unpaid = unpaidNote(booking);
  const cancellation = booking.cancellation ? cancellationText(booking.cancellation) : null;
  return (
    <Grid container spacing={2}>
      <DetailField label="Booking id">{booking.id}</DetailField>
      <DetailField label="Status">
        <BookingStatusBadge booking={booking} />
        {unpaid && (
          <Typography variant="body2" color="textSecondary">
            {unpaid}
          </Typography>
        )}
      </DetailField>
      <DetailField label="Amount">{amountText(booking)}</DetailField>
      <DetailField label="Refund">{refundState(booking)}</DetailField>
      <DetailField label="Booking date">{formatDateTime(booking.bookingDate)}</DetailField>
      <DetailField label="Session date">{formatDateTime(booking.sessionDate)}</DetailField>
      <DetailField label="Payment id">{booking.paymentId ?? 'N/A'}</DetailField>
      {booking.payments.length > 1 && (
        <DetailField label="Payments" wide>
          {booking.payments.map((line) => (
            <Typography key={line.paymentId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {paymentLineText(line)}
            </Typography>
          ))}
        </DetailField>
      )}
      <DetailField label="Order id">{booking.orderId ?? 'N/A'}</DetailField>
      <DetailField label="Student">
        {booking.studentName}
        {booking.studentEmail && <Typography variant="body2">{booking.studentEmail}</Typography>}
        <Typography variant="body2" color="textSecondary">
          Id: {booking.studentId}
        </Typography>
      </DetailField>
      <DetailField label="Counsellor">
        {booking.counsellorName}
        <Typography variant="body2" color="textSecondary">
          Id: {booking.counsellorId}
        </Typography>
      </DetailField>
      <DetailField label="Package" wide>
        {booking.packageName}
        {booking.packageName !== typeLabels[booking.packageType] && ` (${typeLabels[booking.packageType]})`}
        <Typography variant="body2" color="textSecondary">
          Id: {booking.packageId}
        </Typography>
      </DetailField>
      {cancellation && (
        <Grid size={12}>
          <Alert severity="info" icon={false}>
            <Typography variant="subtitle2" component="div">
              Cancelled by {cancellation.by.toLowerCase()}: {cancellation.reason}
            </Typography>
            {cancellation.note && <Typography variant="body2">Note: {cancellation.note}</Typography>}
          </Alert>
        </Grid>
      )}
      <Grid size={12}>
        {/* A plain link: the audit section is outside this list's routes. */}
        <Link href={bookingHistoryPath(booking.id)}>View history</Link>
      </Grid>
    </Grid>
  );
}

export function BookingDetailsDialog({ id, open, onClose }: { id: string; open: boolean; onClose(): void }) {
  const titleId = useId();
  const { data: booking, isPending, error } = useGetOne<BookingRecord>('bookings', { id }, { enabled: open, refetchOnMount: 'always' });
  const [cancelled, setCancelled] = useState<string | null>(null);
  const close = () => {
    setCancelled(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" onClick={(event) => event.stopPropagation()}>
      <DialogTitle id={titleId}>Booking details</DialogTitle>
      <DialogContent dividers>
        {cancelled && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            Booking cancelled. {cancelled}
          </Alert>
        )}
        {isPending && <Skeleton variant="rounded" height={240} />}
        {error && <Alert severity="error">Could not load this booking.</Alert>}
        {booking && <Details booking={booking} />}
        {booking && <NoShowPanel booking={booking} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {booking && <CancelBookingButton booking={booking} onCancelled={setCancelled} />}
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
