// On the parent's dashboard (issue 30): the session their child asked them for before consent, with "Pay" while its
// time is still free. The parent places the order for the child (the server prices it and checks the time, the consent
// and that this parent gave it), then pays through the same checkout and verification as any order. The parent is the
// invoice's payer, so the order carries their GST state when they give it, starting from their last one (decision 0140).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AskedSessionView, ParentChild } from '@margdarshak/contracts/api/family';
import { type PayerStateCode, payerStateCode } from '@margdarshak/contracts/invoices/gstStates';
import { formatPaise } from '@margdarshak/contracts/money';
import { checkoutToast, usePaymentToasts } from '../../../components/checkout/paymentMessages';
import { useCheckout } from '../../../components/checkout/useCheckout';
import { verifyPayment } from '../../../components/checkout/verifyPayment';
import { serverErrorOf } from '../../../lib/apiClient';
import { formatDay, formatSlot } from '../../../lib/format';
import { OwnWords } from '../../../components/shared/OwnWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';
import { useToast } from '../../../lib/toastContext';
import { useCurrentUser } from '../../auth';
import { PayerStateSelect, usePayerState } from '../../booking';
import { useAskedSession, useOrderForChild, useRefreshChild } from '../api/askedSession';
import { firstNameOf } from './ChildDataActions';
import { usePackageName } from '../../packages';

// The parent pays in their own name: nothing of the child is put into the gateway's form.
const NO_PREFILL = {};

export function AskedSessionOffer({ child }: { child: ParentChild }) {
  const asked = useAskedSession(child.id, child.consent === 'given');
  const session = asked.data?.session;
  if (!session) return null;
  return <Offer child={child} session={session} />;
}

function Offer({ child, session }: { child: ParentChild; session: AskedSessionView }) {
  const toast = useToast();
  const paymentToasts = usePaymentToasts();
  const order = useOrderForChild(child.id);
  const refresh = useRefreshChild(child.id);
  const { openCheckout, checkoutDialog } = useCheckout(NO_PREFILL);
  const [busy, setBusy] = useState(false);
  const t = useT(parentMessages);
  const packageName = usePackageName();
  const language = useLanguage();
  const first = firstNameOf(child.name);
  const choice = { counsellorId: session.counsellorId, packageId: session.packageId, sessionDate: session.sessionDate, timeSlot: session.timeSlot };
  const user = useCurrentUser().data;
  const remembered = payerStateCode.safeParse(usePayerState(user?.id).data?.payerState).data;
  const [chosenState, setChosenState] = useState<PayerStateCode | '' | undefined>(undefined);
  const payerState = chosenState ?? remembered ?? '';

  const pay = async () => {
    setBusy(true);
    try {
      const placed = await order.mutateAsync({ ...choice, ...(payerState ? { payerState } : {}) }).catch((error: unknown) => {
        toast.show(paymentToasts.orderFailed(serverErrorOf(error)));
        return null;
      });
      if (!placed) return;
      const outcome = await openCheckout(placed);
      if (outcome.kind !== 'paid') {
        const message = checkoutToast(outcome, paymentToasts);
        if (message) toast.show(message);
        return;
      }
      const bookingData = { ...choice, studentId: child.id };
      const verified = await verifyPayment({ paymentId: outcome.paymentId, orderId: outcome.orderId, signature: outcome.signature, bookingData, amount: placed.amount });
      toast.show(verified.status === 'confirmed' ? paymentToasts.confirmed : paymentToasts.received);
    } catch (error) {
      toast.show(paymentToasts.verifyFailed(serverErrorOf(error)));
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t('asked.label', { name: first })} sx={{ p: 2, mb: 2, overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        <OwnWords text={t('asked.title', { name: first })} words={[first]} />
      </Typography>
      <Typography variant="body2">
        <OwnWords text={t('session.title', { package: packageName(session), counsellor: session.counsellorName })} words={[packageName(session), session.counsellorName]} />
      </Typography>
      <Typography variant="body2">{t('asked.when', { day: formatDay(session.sessionDate, language), slot: formatSlot(session.timeSlot, language) })}</Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('asked.price', { price: formatPaise(session.pricePaise) })}
      </Typography>
      {session.free ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <PayerStateSelect value={payerState} onChange={setChosenState} language={language === 'hi' || user?.language === 'hi' ? 'hi' : 'en'} disabled={busy} />
          <Button variant="contained" disabled={busy} onClick={() => void pay()}>
            {busy ? t('pay.processing') : t('pay.amount', { amount: formatPaise(session.pricePaise) })}
          </Button>
          <Typography variant="body2" color="textSecondary">
            <OwnWords text={t('asked.nothingHeld', { name: first })} words={[first]} />
          </Typography>
        </Stack>
      ) : (
        <Alert severity="info">
          <OwnWords text={t('asked.taken', { name: first })} words={[first]} />
        </Alert>
      )}
      {checkoutDialog}
    </Paper>
  );
}
