// The booking summary before a parent's consent (issue 30): says plainly that a parent must consent first, where the
// request went (masked), "Send again", and in place of Pay, "Ask my parent", which mails them this session with the
// consent link. Nothing is held, and the page keeps the choice (it is in the address).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AskParentRequest, ConsentStatus } from '@margdarshak/contracts/api/family';
import { paths } from '../../../config/paths';
import { serverErrorOf } from '../../../lib/apiClient';
import { useResendConsent } from '../../../lib/consentStatusQuery';
import { useToast } from '../../../lib/toastContext';
import { useAskParent } from '../api/askParent';
import { useT } from '../../../lib/i18n/useLanguage';
import { bookingMessages } from '../messages';

/** Why Send again and Ask my parent cannot go now (the day's consent e-mails, the student's or the address's). */
const limitOf = (consent: ConsentStatus) => (consent.mailsLeft === 0 ? consent.limitMessage : (consent.addressLimit?.message ?? null));

interface Props {
  consent: ConsentStatus;
  choice: AskParentRequest;
}

/** What stands in for Pay while the student may not book: asking the parent while consent is awaited, else the reason. */
export function ConsentFirst({ consent, choice }: Props) {
  const t = useT(bookingMessages);
  if (consent.status === 'awaiting') return <AskParent consent={consent} choice={choice} />;
  return (
    <Alert
      severity="warning"
      sx={{ overflowWrap: 'anywhere' }}
      action={
        <Button component={RouterLink} to={paths.student.dashboard} color="inherit" size="small">
          {t('consent.dashboard')}
        </Button>
      }
    >
      {consent.message ?? t('consent.cannotBook')}
    </Alert>
  );
}

function AskParent({ consent, choice }: Props) {
  const ask = useAskParent();
  const resend = useResendConsent();
  const toast = useToast();
  const t = useT(bookingMessages);
  const [asked, setAsked] = useState<string | null>(null);
  const limit = limitOf(consent);
  const busy = ask.isPending || resend.isPending;
  const failed = (title: string) => (error: unknown) => toast.error(title, serverErrorOf(error) ?? t('consent.toast.tryLater'));

  return (
    <Stack spacing={2}>
      <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
        <AlertTitle>{t('consent.title')}</AlertTitle>
        {t('consent.text', { message: consent.message ?? '' })}
      </Alert>
      <Button
        variant="contained"
        size="large"
        disabled={busy || limit !== null}
        onClick={() => ask.mutate(choice, { onSuccess: (answer) => setAsked(answer.message), onError: failed(t('consent.toast.askFailed')) })}
      >
        {ask.isPending ? t('consent.sending') : asked ? t('consent.askAgain') : t('consent.ask')}
      </Button>
      <Button
        variant="text"
        disabled={busy || limit !== null}
        onClick={() => resend.mutate(undefined, { onSuccess: () => toast.success(t('consent.toast.sentAgain'), t('consent.toast.sentAgainText')), onError: failed(t('consent.toast.sendFailed')) })}
      >
        {t('consent.sendAgain')}
      </Button>
      {(asked || limit) && (
        <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
          {asked ?? limit}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary">
        {t('consent.nothingHeld')}
      </Typography>
    </Stack>
  );
}
