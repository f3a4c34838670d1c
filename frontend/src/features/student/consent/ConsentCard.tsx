// The dashboard's card while a parent's consent is awaited or was withdrawn (issues 20 and 27): where the request went
// (or that it could not go yet), Send again / Change address (after a withdrawal: the same parent again, or another
// parent, whom the parent who consented must first agree to), a change of parent under way, and the limits on consent
// e-mails once reached (the student's own, and the address's). Once given with nothing under way, "You can book now"
// for a while (BookingOpenCard); nothing when no consent is needed (the Parent Details card then offers "Ask another
// parent or guardian").
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ConsentStatus } from '@margdarshak/contracts/api/family';
import { serverErrorOf } from '../../../lib/apiClient';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useConsentStatus, useResendConsent } from '../../../lib/consentStatusQuery';
import { OwnWords } from '../../../components/shared/OwnWords';
import { BookingOpenCard } from './BookingOpenCard';
import { LazyParentEmailForm } from './LazyParentEmailForm';
import { sentDetail } from './sentDetail';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import type { Translate } from '../../../lib/i18n/catalogue';
import { studentMessages } from '../messages';

const titles = { awaiting: 'consent.title.awaiting', withdrawn: 'consent.title.withdrawn', given: 'consent.title.given' } as const;

type ChangeId = 'consent.change.confirmed' | 'consent.change.unreachable' | 'consent.change.asked';

function changeText(change: NonNullable<ConsentStatus['parentChange']>, t: Translate<ChangeId>): string {
  const id: ChangeId = change.confirmed ? 'consent.change.confirmed' : change.parentAsked ? 'consent.change.asked' : 'consent.change.unreachable';
  return t(id, { email: change.parentEmail });
}

const Line = ({ text }: { text: string }) => (
  <Typography variant="body2" role="status" sx={{ mt: 1, fontWeight: 600 }}>
    {text}
  </Typography>
);

export function ConsentCard() {
  const status = useConsentStatus();
  const resend = useResendConsent();
  const toast = useToast();
  const [changing, setChanging] = useState(false);
  const t = useT(studentMessages);
  const language = useLanguage();
  const data = status.data;
  if (!data) return null;
  const consented = data.status === 'withdrawn' || data.status === 'given';
  // Once consent lets them book, "You can book now" takes the waiting card's place (issue 30).
  if (data.status === 'given' && !data.parentChange) return <BookingOpenCard openedAt={data.bookingOpenedAt} />;
  if (data.status !== 'awaiting' && data.status !== 'withdrawn' && !(data.status === 'given' && data.parentChange)) return null;

  const limited = data.mailsLeft === 0;
  const refetch = () => void status.refetch(); // a limit reached meanwhile shows on the card
  const failed = (failure: unknown) => {
    toast.error(t('consent.toast.failed'), serverErrorOf(failure));
    refetch();
  };

  return (
    <Alert severity={data.status === 'given' ? 'info' : 'warning'} sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      <AlertTitle>{t(titles[data.status])}</AlertTitle>
      {data.status !== 'given' && (
        <>
          {data.message}
          {data.expiresAt && t('consent.expires', { date: formatDate(data.expiresAt, language) })}
          {t('consent.meanwhile')}
        </>
      )}
      {data.parentChange && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <OwnWords text={changeText(data.parentChange, t)} words={[data.parentChange.parentEmail]} />
        </Typography>
      )}
      {limited && data.limitMessage ? <Line text={data.limitMessage} /> : data.addressLimit && <Line text={data.addressLimit.message} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {data.status !== 'given' && (
          <Button
            variant="outlined"
            color="inherit"
            disabled={limited || data.addressLimit !== null || resend.isPending}
            onClick={() => resend.mutate(undefined, { onSuccess: (answer) => toast.success(t('consent.toast.resent'), t(sentDetail(answer))), onError: failed })}
          >
            {data.status === 'withdrawn' ? t('consent.askAgain') : t('consent.sendAgain')}
          </Button>
        )}
        <Button color="inherit" disabled={limited} onClick={() => setChanging((open) => !open)}>
          {consented ? t('consent.askAnother') : t('consent.changeAddress')}
        </Button>
      </Stack>
      {changing && !limited && <LazyParentEmailForm consented={consented} onSent={() => setChanging(false)} onFailed={refetch} />}
    </Alert>
  );
}
