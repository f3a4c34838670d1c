// /parent/receipt/{childId}/{bookingId}: a plain receipt for a child's booked session, to keep or print (not a tax
// invoice: decision 0102). The site's header and footer and the page's buttons are left off the printed page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatRupees } from '@margdarshak/contracts/money';
import { CenteredStatus } from '../../../components/CenteredStatus';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/apiClient';
import { formatDate, formatTime } from '../../../lib/format';
import { useReceipt } from '../api/receipt';
import { BookingDocumentLinks, bookingMessages } from '../../booking';
import { OwnWords } from '../../../components/shared/OwnWords';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { receiptMessages } from './messages';
import { usePackageName } from '../../packages';

/** Loaded in the account's language with the page (app/routes.tsx). */
export const pageCatalogues = [receiptMessages, bookingMessages];

/** A term and its value; `separated` draws a rule above it (a rule of its own may not stand in a `dl`). */
function Line({ term, separated = false, children }: { term: string; separated?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between', py: 0.75, ...(separated ? { borderTop: 1, borderColor: 'divider' } : {}) }}>
      <Typography component="dt" color="textSecondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const noPrint = { '@media print': { display: 'none' } } as const;
/** While the receipt is open, a print shows the receipt alone. */
const printReceiptAlone = { '@media print': { 'header, footer': { display: 'none !important' } } } as const;

export function ReceiptPage() {
  const { childId = '', bookingId = '' } = useParams();
  const receipt = useReceipt(childId, bookingId);
  const t = useT(receiptMessages);
  const packageName = usePackageName();
  const language = useLanguage();
  const missing = receipt.error instanceof ApiError && (receipt.error.status === 404 || receipt.error.status === 403 || receipt.error.status === 400);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <GlobalStyles styles={printReceiptAlone} />
      {receipt.isPending && <CenteredStatus text={t('loading')} />}
      {receipt.isError && <Alert severity={missing ? 'warning' : 'error'}>{missing ? t('missing') : t('failed')}</Alert>}
      {receipt.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Typography color="textSecondary" gutterBottom>
            <OwnWords text={t('lead', { name: receipt.data.childName })} words={[receipt.data.childName]} />
          </Typography>
          <Box component="dl" sx={{ my: 2 }}>
            <Line term={t('session')}>
              <OwnWords text={t('sessionValue', { package: packageName(receipt.data), counsellor: receipt.data.counsellorName })} words={[packageName(receipt.data), receipt.data.counsellorName]} />
            </Line>
            <Line term={t('date')}>
              {formatDate(receipt.data.sessionDate, language)}, {formatTime(receipt.data.sessionDate, language)}
            </Line>
            <Line term={t('price')} separated>
              {formatRupees(receipt.data.price)}
            </Line>
            <Line term={t('coupon')}>
              {receipt.data.couponCode ? (
                <>
                  <span {...ownWordsLang(receipt.data.couponCode, language)}>{receipt.data.couponCode}</span> (−{formatRupees(receipt.data.discount)})
                </>
              ) : (
                t('noCoupon')
              )}
            </Line>
            <Line term={t('amountPaid')}>
              <strong>{formatRupees(receipt.data.amount)}</strong>
            </Line>
            <Line term={t('paidOn')} separated>
              {formatDate(receipt.data.paidAt, language)}, {formatTime(receipt.data.paidAt, language)}
            </Line>
            <Line term={t('reference')}>{receipt.data.paymentId ? <span {...ownWordsLang(receipt.data.paymentId, language)}>{receipt.data.paymentId}</span> : t('nothingToPay')}</Line>
            {receipt.data.refund && <Line term={t(receipt.data.refund.status === 'issued' ? 'refunded' : 'refundOnItsWay')}>{formatRupees(receipt.data.refund.amount)}</Line>}
          </Box>
          <Typography variant="body2" color="textSecondary">
            {t('notTaxInvoice')}
          </Typography>
          {receipt.data.paymentId && <BookingDocumentLinks bookingId={receipt.data.bookingId} />}
        </Paper>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', ...noPrint }}>
        {receipt.data && (
          <Button variant="contained" onClick={() => window.print()}>
            {t('print')}
          </Button>
        )}
        <Button component={RouterLink} to={paths.parent.dashboard}>
          {t('back')}
        </Button>
      </Stack>
    </Container>
  );
}
