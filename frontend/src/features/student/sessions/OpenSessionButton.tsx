// 'Open session' on a student's session card (issue 30): the way to the session's page, where the counsellor's summary
// and documents are read, before, during and after the session. An order still awaiting payment has no page yet.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { paths } from '../../../config/paths';

export function OpenSessionButton({ booking }: { booking: Pick<StudentBooking, 'id' | 'status' | 'counsellorName'> }) {
  if (booking.status === 'pending') return null;
  return (
    <Button size="small" variant="outlined" component={RouterLink} to={paths.student.session.to(booking.id)} aria-label={`Open session with ${booking.counsellorName}`}>
      Open session
    </Button>
  );
}
