// 'Open session' on a student's session card (issue 30): the way to the session's page, where the counsellor's summary
// and documents are read, before, during and after the session. An order still awaiting payment has no page yet.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/useLanguage';
import { sessionsMessages } from './messages';

export function OpenSessionButton({ booking }: { booking: Pick<StudentBooking, 'id' | 'status' | 'counsellorName'> }) {
  const t = useT(sessionsMessages);
  if (booking.status === 'pending') return null;
  return (
    <Button size="small" variant="outlined" component={RouterLink} to={paths.student.session.to(booking.id)} aria-label={t('open.aria', { name: booking.counsellorName })}>
      {t('open.label')}
    </Button>
  );
}
