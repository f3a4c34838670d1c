import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { statusLabels, unpaidNote, type BookingRecord } from './bookingRecord';

/** The status in its colour; a checkout never paid says so beside it. */
export function BookingStatusBadge({ booking }: { booking: Pick<BookingRecord, 'status' | 'unpaid'> }) {
  const status = statusLabels[booking.status];
  const unpaid = unpaidNote(booking);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={status.label} color={status.color} />
      {unpaid && <Chip size="small" variant="outlined" label="Never paid" title={unpaid} />}
    </Stack>
  );
}
