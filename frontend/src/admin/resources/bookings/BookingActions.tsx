// A booking row's actions (dashboards §2): View Details and, while it can be cancelled, Cancel Booking.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { BookingDetailsDialog } from './BookingDetailsDialog';
import { CancelBookingButton } from './CancelBookingButton';
import type { BookingRecord } from './bookingRecord';

export function BookingActions() {
  const booking = useRecordContext<BookingRecord>();
  const [viewing, setViewing] = useState(false);
  if (!booking) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      <Button size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => setViewing(true)}>
        View Details
      </Button>
      <CancelBookingButton booking={booking} variant="text" />
      {viewing && <BookingDetailsDialog id={booking.id} open={viewing} onClose={() => setViewing(false)} />}
    </Stack>
  );
}
