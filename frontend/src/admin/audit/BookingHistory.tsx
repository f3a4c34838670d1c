// One booking's history (issue 17): every event of its stream and of the streams it touched, in log order, grouped by
// correlation, with the booking's state as of any event. Reached from the bookings dialog and the Audit page. Events
// whose stream fails its hash chain are marked, and the page says so first (issue 27).
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AuditEvent } from '@margdarshak/contracts/api/audit';
import { paths } from '../../config/paths';
import { failureMessage } from '../adminHttp';
import { auditApi } from './auditApi';
import { ChainAlert, wrapAnywhere } from './ChainAlert';
import { EventRows } from './EventRows';
import { StateDialog } from './StateDialog';

export function BookingHistory() {
  const { bookingId = '' } = useParams();
  const { data, error, isPending } = useQuery({ queryKey: ['audit', 'timeline', bookingId], queryFn: () => auditApi.timeline(bookingId) });
  const [stateAt, setStateAt] = useState<AuditEvent | null>(null);
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title="Booking history" />
      <Typography variant="h5" component="h1" gutterBottom sx={wrapAnywhere}>
        History of booking {bookingId}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Every event of the booking and of what it touched (its hour, the coupon, payments, refunds, tests), in the order the log recorded them. Times are India time.{' '}
        <Link to={paths.admin.audit}>Back to Audit</Link>
      </Typography>
      {isPending && <Skeleton height={200} />}
      {error && <Alert severity="error">{failureMessage(error)}</Alert>}
      {data && <ChainAlert integrity={data.integrity} />}
      {data && <EventRows events={data.events} onStateAt={setStateAt} />}
      {stateAt && <StateDialog bookingId={bookingId} event={stateAt} onClose={() => setStateAt(null)} />}
    </Box>
  );
}
