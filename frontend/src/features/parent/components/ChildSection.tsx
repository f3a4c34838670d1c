// One child on the parent dashboard: their sessions (with the counsellor's shared summary, documents and messages, and Pay
// for a booking the child chose), released reports to read on screen or download, the payments, withdrawing consent, a
// change of parent the child asked for, and the child's data.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ParentChild, ParentChildBooking } from '@margdarshak/contracts/api/family';
import { reportFileName } from '@margdarshak/contracts/api/personalityTests';
import { paths } from '../../../config/paths';
import { serverErrorOf } from '../../../lib/apiClient';
import { downloadReportPdf } from '../../../lib/downloadReportPdf';
import { formatDate, formatTime } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useChildBookings } from '../api/childBookings';
import { useWithdrawConsent } from '../api/withdrawConsent';
import { ChildDataActions, firstNameOf } from './ChildDataActions';
import { AskedSessionOffer } from './AskedSessionOffer';
import { ChildPayments } from './ChildPayments';
import { CounsellorMessages } from './CounsellorMessages';
import { ParentChangeNotice } from './ParentChangeNotice';
import { PayForBooking } from './PayForBooking';

const statusLabel: Record<ParentChildBooking['status'], string> = { pending: 'Awaiting payment', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled' };

function Sessions({ childId, childFirstName, bookings }: { childId: string; childFirstName: string; bookings: ParentChildBooking[] }) {
  const toast = useToast();
  if (bookings.length === 0) return <Typography color="textSecondary">No sessions booked yet.</Typography>;
  return (
    <Stack spacing={2}>
      {bookings.map((booking) => (
        <Paper key={booking.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h4">
            {booking.packageName} with {booking.counsellorName}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {formatDate(booking.sessionDate)}, {formatTime(booking.sessionDate)} · {statusLabel[booking.status]}
          </Typography>
          {booking.sessionSummary && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <strong>From the counsellor:</strong> {booking.sessionSummary}
            </Typography>
          )}
          {booking.documents.map((document, i) => (
            <Link key={document.path} href={document.path} target="_blank" rel="noopener" variant="body2" sx={{ display: 'block' }}>
              Shared document {i + 1}
            </Link>
          ))}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {booking.status === 'pending' && <PayForBooking childId={childId} booking={booking} />}
            {booking.session.reports.map((report) => (
              <Fragment key={report.id}>
                <Button size="small" variant="contained" component={RouterLink} to={paths.student.report.to(report.id)}>
                  Read {report.title}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => downloadReportPdf(report.url, reportFileName(report.title)).catch((error: unknown) => toast.error('Failed to download PDF', serverErrorOf(error)))}
                >
                  Download {report.title}
                </Button>
              </Fragment>
            ))}
          </Stack>
          {booking.status !== 'pending' && <CounsellorMessages childId={childId} bookingId={booking.id} childFirstName={childFirstName} />}
        </Paper>
      ))}
    </Stack>
  );
}

export function ChildSection({ child }: { child: ParentChild }) {
  const bookings = useChildBookings(child.id);
  const withdraw = useWithdrawConsent();
  const toast = useToast();
  const [withdrawn, setWithdrawn] = useState<string | undefined>();
  return (
    <Paper component="section" aria-label={child.name} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2">
            {child.name}
          </Typography>
          <Chip size="small" color={child.consent === 'given' ? 'success' : 'default'} label={child.consent === 'given' ? `Consent given ${formatDate(child.since)}` : 'Consent withdrawn'} />
        </Stack>
        {child.consent === 'given' && (
          <Button
            color="error"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(child.id, { onSuccess: (answer) => setWithdrawn(answer.message), onError: (error) => toast.error('Could not withdraw consent', serverErrorOf(error)) })}
          >
            Withdraw consent
          </Button>
        )}
      </Stack>
      <ParentChangeNotice child={child} />
      <AskedSessionOffer child={child} />
      {(withdrawn || child.consent === 'withdrawn') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {withdrawn ?? 'You withdrew your consent: no new sessions can be booked.'} To have {child.name}’s account and data deleted, use Delete {firstNameOf(child.name)}’s account below (it erases
          them from every list and page).
        </Alert>
      )}
      <Typography variant="h6" component="h3" gutterBottom>
        Sessions and reports
      </Typography>
      {bookings.isPending && <Typography>Loading...</Typography>}
      {bookings.isError && <Alert severity="error">Failed to fetch sessions</Alert>}
      {bookings.data && <Sessions childId={child.id} childFirstName={firstNameOf(child.name)} bookings={bookings.data} />}
      <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
        Payments
      </Typography>
      {bookings.data && <ChildPayments childId={child.id} bookings={bookings.data} />}
      <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
        {firstNameOf(child.name)}’s data
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        As {child.name}’s parent you can download everything Margdarshak keeps about them, or delete their account.
      </Typography>
      <ChildDataActions child={child} />
    </Paper>
  );
}
