// /parent/receipt/{childId}/{bookingId}: a plain receipt for a child's booked session, to keep or print (not a tax
// invoice: decision 0102). The site's header and footer and the page's buttons are left off the printed page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
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
import { BookingDocumentLinks } from '../../booking';

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between', py: 0.75 }}>
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
  const missing = receipt.error instanceof ApiError && (receipt.error.status === 404 || receipt.error.status === 403 || receipt.error.status === 400);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <GlobalStyles styles={printReceiptAlone} />
      {receipt.isPending && <CenteredStatus text="Loading..." />}
      {receipt.isError && <Alert severity={missing ? 'warning' : 'error'}>{missing ? 'There is no receipt for this session.' : 'Failed to fetch the receipt'}</Alert>}
      {receipt.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Receipt
          </Typography>
          <Typography color="textSecondary" gutterBottom>
            Margdarshak career counselling, for {receipt.data.childName}
          </Typography>
          <Box component="dl" sx={{ my: 2 }}>
            <Line term="Session">
              {receipt.data.packageName} with {receipt.data.counsellorName}
            </Line>
            <Line term="Date">
              {formatDate(receipt.data.sessionDate)}, {formatTime(receipt.data.sessionDate)}
            </Line>
            <Divider />
            <Line term="Price">{formatRupees(receipt.data.price)}</Line>
            <Line term="Coupon">{receipt.data.couponCode ? `${receipt.data.couponCode} (−${formatRupees(receipt.data.discount)})` : 'None'}</Line>
            <Line term="Amount paid">
              <strong>{formatRupees(receipt.data.amount)}</strong>
            </Line>
            <Divider />
            <Line term="Paid on">
              {formatDate(receipt.data.paidAt)}, {formatTime(receipt.data.paidAt)}
            </Line>
            <Line term="Payment reference">{receipt.data.paymentId ?? 'Nothing to pay'}</Line>
            {receipt.data.refund && <Line term={receipt.data.refund.status === 'issued' ? 'Refunded' : 'Refund on its way'}>{formatRupees(receipt.data.refund.amount)}</Line>}
          </Box>
          <Typography variant="body2" color="textSecondary">
            This is a receipt for your records, not a tax invoice.
          </Typography>
          {receipt.data.paymentId && <BookingDocumentLinks bookingId={receipt.data.bookingId} />}
        </Paper>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', ...noPrint }}>
        {receipt.data && (
          <Button variant="contained" onClick={() => window.print()}>
            Print
          </Button>
        )}
        <Button component={RouterLink} to={paths.parent.dashboard}>
          Back to the dashboard
        </Button>
      </Stack>
    </Container>
  );
}
