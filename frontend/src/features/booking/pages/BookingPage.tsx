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

import { useToast } from '../../../lib/toastContext';
import { useCurrentUser, useAuthDialogs, readPendingBooking, savePendingBooking } from '../../auth';
import { useCounsellor } from '../../counsellors';
import { packageWords, usePackage } from '../../packages';
import { useConsentStatus } from '../../../lib/consentStatusQuery';
import { DateAndSlotPicker } from '../components/DateAndSlotPicker';
import { SessionDetailsCard } from '../components/SessionDetailsCard';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { bookingMessages } from '../messages';
import { usePageMeta } from '../../../lib/usePageMeta';
import { paymentMessages } from '../../../components/checkout/messages';
import { formatDay, formatSlot } from '../../../lib/format';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [bookingMessages, paymentMessages];

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
  const t = useT(bookingMessages);
  const language = useLanguage();
  usePageMeta(t('book.meta.title'), t('book.meta.title'));
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
          <AlertTitle>{t('missing.title')}</AlertTitle>
          {t('missing.text')}
        </Alert>
        <Button component={RouterLink} to={linkIn(language, paths.packages)} sx={{ mt: 2 }}>
          {t('selectPackage')}
        </Button>
      </Container>
    );
  }
  const offersPackage = !counsellor.data || !pkg.data || counsellor.data.packages.includes(pkg.data.type);
  const bookable = counsellor.data?.isApproved === true && offersPackage;

  const bookAndPay = () => {
    if (!choice.date || !choice.slot) {
      toast.error(t('book.toast.selection'), t('book.toast.selectionText'));
      return;
    }
    const picked = { counsellorId, packageId, date: choice.date, timeSlot: choice.slot };
    if (!user.data) {
      savePendingBooking(picked);
      dialogs.open('login');
      return;
    }
    navigate(linkIn(language, paths.bookingSummary.to(picked)));
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('book.title')}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              {counsellor.data && !bookable ? (
                <Alert
                  severity="warning"
                  action={
                    <Button component={RouterLink} to={linkIn(language, paths.packages)} size="small">
                      {t('selectPackage')}
                    </Button>
                  }
                >
                  {offersPackage ? t('book.notAvailable') : t('book.notOffered', { name: counsellor.data.name, package: pkg.data ? packageWords(pkg.data, language).name : '' })}
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
                  {t('book.yourChoice')}
                </Typography>
                <Typography>{choice.date ? `${formatDay(choice.date, language)}${choice.slot ? `, ${formatSlot(choice.slot, language)}` : ''}` : t('book.noDate')}</Typography>
              </div>
              <Typography variant="h6" component="p">
                {t('book.total', { price: pkg.data ? formatRupees(pkg.data.price) : '…' })}
              </Typography>
              {waiting && (
                <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
                  {t('book.consentFirst', { message: consent.data?.message ?? '' })}
                </Alert>
              )}
              <Button variant="contained" size="large" onClick={bookAndPay} disabled={!bookable}>
                {t('book.submit')}
              </Button>
            </SessionDetailsCard>
            <Card variant="outlined" component="aside" aria-label={t('before.label')}>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} gutterBottom>
                  {t('before.title')}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('before.text')}
                </Typography>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
