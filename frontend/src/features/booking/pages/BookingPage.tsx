// /booking/{counsellorId}/{packageId}: pick a date and a slot, then go to the summary to pay (public-area §2, §4).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { dateRefusal } from '@margdarshak/contracts/schedule/slots';
import { paths } from '../../../config/paths';
import { formatRupees } from '@margdarshak/contracts/money';
import { formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useCurrentUser, useAuthDialogs, readPendingBooking, savePendingBooking } from '../../auth';
import { useCounsellor } from '../../counsellors';
import { usePackage } from '../../packages';
import { useConsentStatus } from '../../../lib/consentStatusQuery';
import { DateAndSlotPicker } from '../components/DateAndSlotPicker';
import { SessionDetailsCard } from '../components/SessionDetailsCard';

export function BookingPage() {
  const { counsellorId = '', packageId = '' } = useParams();
  const counsellor = useCounsellor(counsellorId);
  const pkg = usePackage(packageId);
  const user = useCurrentUser();
  const consent = useConsentStatus({ enabled: user.data?.role === 'student' });
  const waiting = user.data?.role === 'student' && consent.data?.status === 'awaiting';
  const dialogs = useAuthDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  // A choice saved before signing in comes back, unless its date can no longer be booked.
  const [choice, setChoice] = useState<{ date: string | null; slot: string | null }>(() => {
    const saved = readPendingBooking();
    const restorable = saved && saved.counsellorId === counsellorId && saved.packageId === packageId && !dateRefusal(saved.date, new Date());
    return restorable ? { date: saved.date, slot: saved.timeSlot } : { date: null, slot: null };
  });

  if (counsellor.isError || pkg.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="warning">
          <AlertTitle>Missing information</AlertTitle>
          Could not complete booking due to missing information
        </Alert>
        <Button component={RouterLink} to={paths.packages} sx={{ mt: 2 }}>
          Select Package
        </Button>
      </Container>
    );
  }
  const offersPackage = !counsellor.data || !pkg.data || counsellor.data.packages.includes(pkg.data.type);
  const bookable = counsellor.data?.isApproved === true && offersPackage;

  const bookAndPay = () => {
    if (!choice.date || !choice.slot) {
      toast.error('Selection required', 'Please select both date and time for your session');
      return;
    }
    const picked = { counsellorId, packageId, date: choice.date, timeSlot: choice.slot };
    if (!user.data) {
      savePendingBooking(picked);
      dialogs.open('login');
      return;
    }
    navigate(paths.bookingSummary.to(picked));
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Book your session
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              {counsellor.data && !bookable ? (
                <Alert
                  severity="warning"
                  action={
                    <Button component={RouterLink} to={paths.packages} size="small">
                      Select Package
                    </Button>
                  }
                >
                  {offersPackage ? 'Currently not available for booking' : `${counsellor.data.name} does not offer the ${pkg.data?.name ?? 'chosen'} package.`}
                </Alert>
              ) : (
                <DateAndSlotPicker counsellorId={counsellorId} date={choice.date} slot={choice.slot} onChange={setChoice} />
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <SessionDetailsCard counsellor={counsellor.data} pkg={pkg.data}>
              <div>
                <Typography variant="body2" color="textSecondary">
                  Your choice
                </Typography>
                <Typography>{choice.date ? `${formatDay(choice.date)}${choice.slot ? `, ${choice.slot}` : ''}` : 'No date chosen yet'}</Typography>
              </div>
              <Typography variant="h6" component="p">
                Total: {pkg.data ? formatRupees(pkg.data.price) : '…'}
              </Typography>
              {waiting && (
                <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
                  A parent must consent before you can book. {consent.data?.message} Choose a time: on the next page you can ask your parent for it.
                </Alert>
              )}
              <Button variant="contained" size="large" onClick={bookAndPay} disabled={!bookable}>
                Book &amp; Pay Now
              </Button>
            </SessionDetailsCard>
            <Card variant="outlined" component="aside" aria-label="Before your session">
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} gutterBottom>
                  Before your session
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  After paying you take your tests from the dashboard; your counsellor reads the results before you meet. You can reschedule or cancel with a full refund up to 24 hours before the
                  session.
                </Typography>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
