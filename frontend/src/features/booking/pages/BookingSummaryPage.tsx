// /booking-summary/{counsellorId}/{packageId}?date=…&timeSlot=…: the choice, a coupon, the total, and Pay.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import { paths } from '../../../app/paths';
import { formatAmount, formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useCurrentUser } from '../../auth/api/getCurrentUser';
import { readPendingBooking, savePendingBooking } from '../../auth/pendingBooking';
import { useCounsellor } from '../../counsellors/api/getCounsellor';
import { usePackage } from '../../packages/api/getPackage';
import { TestCheckoutDialog } from '../checkout/TestCheckoutDialog';
import { CouponBox } from '../components/CouponBox';
import { SessionDetailsCard } from '../components/SessionDetailsCard';
import { usePayment } from '../usePayment';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={strong ? { fontWeight: 700 } : {}}>{label}</Typography>
      <Typography sx={strong ? { fontWeight: 700 } : {}}>{value}</Typography>
    </Stack>
  );
}

export function BookingSummaryPage() {
  const { counsellorId = '', packageId = '' } = useParams();
  const [search] = useSearchParams();
  const date = search.get('date');
  const timeSlot = search.get('timeSlot');
  const counsellor = useCounsellor(counsellorId);
  const pkg = usePackage(packageId);
  const user = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [coupon, setCoupon] = useState<ValidateCouponResponse | null>(null);
  const greeted = useRef(false);

  // Brought back after signing in with a saved choice: say so, once.
  useEffect(() => {
    const saved = readPendingBooking();
    if (!greeted.current && user.data && saved && saved.counsellorId === counsellorId && saved.date === date) {
      greeted.current = true;
      toast.show({ title: 'Welcome back!', description: 'Your chosen session is waiting for you.', variant: 'info' });
    }
  }, [user.data, counsellorId, date, toast]);

  const price = pkg.data?.price ?? 0;
  const total = coupon ? coupon.finalAmount : price;
  const booking = { counsellorId, studentId: user.data?.id ?? '', packageId: pkg.data?.id ?? packageId, sessionDate: date ?? '', timeSlot: timeSlot ?? '' };
  const payment = usePayment({ booking, amountPaise: Math.round(total * 100), couponCode: coupon?.coupon.code, email: user.data?.email });

  if (!date || !timeSlot || counsellor.isError || pkg.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          No Booking Data Found
        </Typography>
        <Button component={RouterLink} to={paths.packages} variant="contained">
          Select Package
        </Button>
      </Container>
    );
  }

  const pay = () => {
    if (!user.data) {
      savePendingBooking({ counsellorId, packageId, date, timeSlot });
      navigate(paths.home);
      return;
    }
    void payment.pay();
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Booking summary
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SessionDetailsCard counsellor={counsellor.data} pkg={pkg.data}>
            <Line label="Date" value={formatDay(date)} />
            <Line label="Time" value={`${timeSlot} (India time)`} />
            <Line label="Duration" value="60 minutes" />
          </SessionDetailsCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="h6" component="h2">
                  Payment summary
                </Typography>
                {pkg.data && <CouponBox price={price} packageId={pkg.data.id} applied={coupon} onApplied={setCoupon} />}
                <Divider />
                <Line label="Session price" value={formatAmount(price)} />
                {coupon && <Line label={`Coupon ${coupon.coupon.code}`} value={`−${formatAmount(coupon.discountAmount)}`} />}
                <Line label="Total" value={formatAmount(total)} strong />
                <Button variant="contained" size="large" onClick={pay} disabled={payment.busy || !pkg.data || !counsellor.data}>
                  {payment.busy ? 'Processing…' : `Pay ${formatAmount(total)}`}
                </Button>
                {!user.data && !user.isPending && <Alert severity="info">Please sign in to pay.</Alert>}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {payment.testOrder && <TestCheckoutDialog order={payment.testOrder} onDone={(outcome) => void payment.finishTest(outcome)} />}
    </Container>
  );
}
