// A booking's status as a badge in the spec's colours (dashboards §2): confirmed green, pending yellow, completed blue,
// cancelled red.
import Chip from '@mui/material/Chip';
import type { BookingStatus } from '@margdarshak/contracts/api/bookings';

const badges: Record<BookingStatus, { label: string; color: 'success' | 'warning' | 'info' | 'error' }> = {
  confirmed: { label: 'Confirmed', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  completed: { label: 'Completed', color: 'info' },
  cancelled: { label: 'Cancelled', color: 'error' },
};

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const badge = badges[status];
  return <Chip size="small" variant="outlined" color={badge.color} label={badge.label} />;
}
