// One booking's history (issue 17): every event of its stream and of the streams it touched, in log order, grouped by
// correlation, with the booking's state as of any event. Reached from the bookings dialog and the Audit page. Events
// whose stream fails its hash chain are marked, and the page says so first (issue 27).
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AuditEvent, BookingStateAt } from '@margdarshak/contracts/api/audit';
import { paths } from '../../config/paths';
import { failureMessage } from '../dataProvider';
import { auditApi } from './auditApi';
import { ChainAlert, wrapAnywhere } from './ChainAlert';
import { ChainFindings, EventRows } from './EventRows';

/** The folded events that fail a check themselves, each with why; those marked only for their stream, counted. */
function FoldedMarks({ marked }: { marked: BookingStateAt['marked'] }) {
  const own = marked.filter((event) => event.chain.some((finding) => finding.check !== 'stream'));
  const others = marked.length - own.length;
  return (
    <>
      {own.map((event) => (
        <Box key={event.position} sx={{ mb: 1 }}>
          <Typography variant="body2">
            Folded in: {event.type} (revision {event.revision}, position {event.position})
          </Typography>
          <ChainFindings findings={event.chain.filter((finding) => finding.check !== 'stream')} />
        </Box>
      ))}
      {others > 0 && (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {others === 1 ? '1 other event folded in belongs' : `${others} other events folded in belong`} to the same broken stream.
        </Typography>
      )}
    </>
  );
}

function StateDialog({ bookingId, event, onClose }: { bookingId: string; event: AuditEvent; onClose(): void }) {
  const { data, error, isPending } = useQuery({ queryKey: ['audit', 'state', bookingId, event.position], queryFn: () => auditApi.stateAt(bookingId, event.position) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="state-title">
      <DialogTitle id="state-title">State as of {event.type}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" gutterBottom>
          The booking's stream folded up to position {event.position} with the decider's own rules.
        </Typography>
        {isPending && <Skeleton height={120} />}
        {error && <Alert severity="error">{failureMessage(error)}</Alert>}
        {data && <ChainAlert integrity={data.integrity} />}
        {data && <FoldedMarks marked={data.marked} />}
        {data && (
          <Box component="pre" data-testid="booking-state" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>
            {JSON.stringify(data.state, null, 2)}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

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
