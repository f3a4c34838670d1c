import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminBooking } from '@margdarshak/contracts/api/admin';
import { statusLabels, unpaidNote } from '../bookingStatus';

/** The status in its colour; a checkout never paid says so beside it. */
export function BookingStatusBadge({ booking }: { booking: Pick<AdminBooking, 'status'> & Partial<Pick<AdminBooking, 'unpaid'>> }) {
  const status = statusLabels[booking.status];
  const unpaid = unpaidNote({ unpaid: booking.unpaid ?? null });
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={status.label} color={status.color} />
      {unpaid && <Chip size="small" variant="outlined" label="Never paid" title={unpaid} />}
    </Stack>
  );
}
