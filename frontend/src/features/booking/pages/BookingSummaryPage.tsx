// /booking-summary/{counsellorId}/{packageId}?date=…&timeSlot=… (public-area §2, §4): the choice, a coupon, the total
// and Pay; 'No Booking Data Found' without a readable choice.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { slotString } from '@margdarshak/contracts/api/bookings';
import { indianMobile } from '@margdarshak/contracts/api/students';
import type { ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import { type PayerStateCode, payerStateCode } from '@margdarshak/contracts/invoices/gstStates';
import { dateRefusal, dateRefusalMessages, dateString } from '@margdarshak/contracts/schedule/slots';
import { paths } from '../../../config/paths';
import { formatDay, formatSlot } from '../../../lib/format';
import { ownContact, useStudentProfile } from '../../../lib/studentProfileQuery';
import { useToast } from '../../../lib/toastContext';
import { useCurrentUser, readPendingBooking, savePendingBooking } from '../../auth';
import { useCounsellor } from '../../counsellors';
import { usePackage } from '../../packages';
import { PayerDetails } from '../components/PayerDetails';
import { PayerStateSelect } from '../components/PayerStateSelect';
import { usePayerState } from '../api/getPayerState';
import { PaymentSummaryCard, SummaryLine } from '../components/PaymentSummaryCard';
import { SessionDetailsCard } from '../components/SessionDetailsCard';
import { formatPaise } from '@margdarshak/contracts/money';
import { paymentSummary } from '../money';
import { usePayment } from '../usePayment';
import { useConsentStatus } from '../../../lib/consentStatusQuery';
import { ConsentFirst } from '../components/ConsentFirst';
import { paymentMessages } from '../../../components/checkout/messages';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { bookingMessages } from '../messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [bookingMessages, paymentMessages];

function NoBookingData() {
  const t = useT(bookingMessages);
  const language = useLanguage();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('summary.none.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('summary.none.text')}
      </Typography>
      <Button component={RouterLink} to={linkIn(language, paths.packages)} variant="contained">
        {t('selectPackage')}
      </Button>
    </Container>
  );
}

export function BookingSummaryPage() {
  const t = useT(bookingMessages);
  usePageMeta(t('summary.meta.title'), t('summary.meta.title'));
  const { counsellorId = '', packageId = '' } = useParams();
  const [search] = useSearchParams();
  const date = dateString.safeParse(search.get('date')).data ?? null;
  const timeSlot = slotString.safeParse(search.get('timeSlot')).data ?? null;
  if (!date || !timeSlot) return <NoBookingData />;
  return <BookingSummary counsellorId={counsellorId} packageId={packageId} date={date} timeSlot={timeSlot} />;
}

function BookingSummary({ counsellorId, packageId, date, timeSlot }: { counsellorId: string; packageId: string; date: string; timeSlot: string }) {
  const counsellor = useCounsellor(counsellorId);
  const pkg = usePackage(packageId);
  const user = useCurrentUser();
  const student = user.data?.role === 'student' ? user.data : undefined;
  const profile = useStudentProfile(student?.id);
  // Before a parent's consent, Pay gives way to "Ask my parent" (issue 30); the server refuses the order anyway.
  const consent = useConsentStatus({ enabled: Boolean(student) });
  const waiting = student && consent.data && !consent.data.mayBook ? consent.data : undefined;
  const toast = useToast();
  const navigate = useNavigate();
  const t = useT(bookingMessages);
  const language = useLanguage();
  const say = useApiMessages();
  const [coupon, setCoupon] = useState<ValidateCouponResponse | null>(null);
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | undefined>();
  const greeted = useRef(false);
  // The state for the tax invoice: the one given on the last order until the student picks another (decision 0140).
  const remembered = payerStateCode.safeParse(usePayerState(student?.id).data?.payerState).data;
  const [chosenState, setChosenState] = useState<PayerStateCode | '' | undefined>(undefined);
  const payerState = chosenState ?? remembered ?? '';

  // Brought back here after signing in with a saved choice (public-area §4): say so, once.
  useEffect(() => {
    const saved = readPendingBooking();
    const restored = saved?.counsellorId === counsellorId && saved.packageId === packageId && saved.date === date && saved.timeSlot === timeSlot;
    if (!greeted.current && user.data && restored) {
      greeted.current = true;
      toast.show({ title: t('summary.welcomeBack'), description: t('summary.welcomeBackText'), variant: 'info' });
    }
  }, [user.data, counsellorId, packageId, date, timeSlot, toast, t]);

  const summary = paymentSummary(pkg.data?.price ?? 0, coupon);
  const booking = { counsellorId, studentId: student?.id ?? '', packageId: pkg.data?.id ?? packageId, sessionDate: date, timeSlot };
  // Never the fallbacks (public-area §9's 9999999999): the profile's own name and mobile, else the mobile typed here.
  const contact = ownContact(profile.data);
  const typedMobile = indianMobile.safeParse(mobile);
  const contactMobile = contact.mobile ?? (typedMobile.success ? typedMobile.data : null);
  const prefill = { ...(student ? { email: student.email } : {}), ...(contact.name ? { name: contact.name } : {}), ...(contactMobile ? { contact: contactMobile } : {}) };
  const payment = usePayment({ booking, amountPaise: summary.totalPaise, couponCode: coupon?.coupon.code, payerState: payerState || undefined, prefill });

  if (counsellor.isError || pkg.isError) return <NoBookingData />;
  const refusal = dateRefusal(date, new Date());
  const signedInOther = user.data && !student;

  const pay = () => {
    if (!user.data) {
      savePendingBooking({ counsellorId, packageId, date, timeSlot });
      navigate(linkIn(language, paths.home));
      return;
    }
    // The mobile may be left empty (Razorpay's own form asks for it), but one typed in must be a mobile number.
    if (!contact.mobile && mobile.trim() !== '' && !typedMobile.success) {
      setMobileError(typedMobile.error.issues[0] && say(typedMobile.error.issues[0].message));
      return;
    }
    setMobileError(undefined);
    void payment.pay();
  };
  const chooseAgain = (
    <Button component={RouterLink} to={linkIn(language, paths.booking.to(counsellorId, packageId))} size="small">
      {t('summary.chooseAgain')}
    </Button>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('summary.title')}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SessionDetailsCard counsellor={counsellor.data} pkg={pkg.data}>
            <SummaryLine label={t('summary.date')} value={formatDay(date, language)} />
            <SummaryLine label={t('summary.time')} value={t('summary.timeValue', { slot: formatSlot(timeSlot, language) })} />
            <SummaryLine label={t('summary.duration')} value={t('summary.durationValue')} />
          </SessionDetailsCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PaymentSummaryCard
            summary={summary}
            pkg={pkg.data}
            coupon={coupon}
            onCoupon={setCoupon}
            payLabel={
              summary.totalPaise === 0 ? (payment.confirmed ? t('pay.booked') : t('pay.free')) : payment.confirmed ? t('pay.paid') : t('pay.amount', { amount: formatPaise(summary.totalPaise) })
            }
            canPay={Boolean(pkg.data && counsellor.data) && !refusal && !signedInOther && !payment.confirmed}
            busy={payment.busy}
            onPay={pay}
            instead={waiting && <ConsentFirst consent={waiting} choice={{ counsellorId, packageId: booking.packageId, sessionDate: date, timeSlot }} />}
            payer={
              student && profile.isSuccess && !waiting ? (
                <Stack spacing={2}>
                  <PayerDetails contact={contact} mobile={mobile} mobileError={mobileError} onMobile={setMobile} />
                  <PayerStateSelect value={payerState} onChange={setChosenState} language={language === 'hi' || student.language === 'hi' ? 'hi' : 'en'} disabled={payment.busy || payment.confirmed} />
                </Stack>
              ) : undefined
            }
          >
            {!user.data && !user.isPending && <Alert severity="info">{t('summary.signIn')}</Alert>}
            {signedInOther && <Alert severity="info">{t('summary.studentOnly')}</Alert>}
            {refusal && (
              <Alert severity="warning" action={chooseAgain}>
                {say(dateRefusalMessages[refusal])}
              </Alert>
            )}
            {payment.refusal && (
              <Alert severity="warning" action={chooseAgain}>
                {payment.refusal}
              </Alert>
            )}
          </PaymentSummaryCard>
        </Grid>
      </Grid>
      {payment.checkoutDialog}
    </Container>
  );
}
