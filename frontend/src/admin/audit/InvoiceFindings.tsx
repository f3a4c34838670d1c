// The money documents' part of a reconciliation (decision 0133): the invoices, receipts and credit notes in sequence,
// one for each payment and refund, or each finding as the API's sentence with the booking behind it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-admin';
import type { ReconciliationInvoices } from '@margdarshak/contracts/api/audit';
import { bookingHistoryPath } from './auditApi';
import { wrapAnywhere } from './ChainAlert';

interface Finding {
  title: string;
  message: string;
  bookingId?: string;
}

const findingsOf = ({ gaps, duplicates, missing }: ReconciliationInvoices): Finding[] => [
  ...gaps.map((gap) => ({ title: `Gap · ${gap.financialYear}`, message: gap.message })),
  ...duplicates.map((found) => ({ title: `Duplicate · ${found.number}`, message: found.message, bookingId: found.bookingId })),
  ...missing.map((found) => ({ title: `Missing · ${found.for} on ${found.date}`, message: found.message, bookingId: found.bookingId })),
];

export function InvoiceFindings({ invoices }: { invoices: ReconciliationInvoices }) {
  const findings = findingsOf(invoices);
  return (
    <Box component="section" aria-labelledby="reconciliation-invoices">
      <Typography id="reconciliation-invoices" variant="h6" component="h2" gutterBottom>
        Invoices, receipts and credit notes
      </Typography>
      {findings.length === 0 ? (
        <Alert severity="success" data-testid="invoice-verdict">
          In sequence: no number missing or issued twice, and one document for each payment and refund in this range.
        </Alert>
      ) : (
        <Stack spacing={1}>
          <Alert severity="error" data-testid="invoice-verdict">
            {findings.length === 1 ? '1 finding' : `${findings.length} findings`} in the invoice numbers.
          </Alert>
          {findings.map((found, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the API's lists, shown whole and never reordered
            <Alert key={i} severity="warning" icon={false} sx={wrapAnywhere} data-testid="invoice-finding">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {found.title}
              </Typography>
              <Typography variant="body2">{found.message}</Typography>
              {found.bookingId && (
                <Typography variant="body2">
                  Booking <Link to={bookingHistoryPath(found.bookingId)}>{found.bookingId}</Link>
                </Typography>
              )}
            </Alert>
          ))}
        </Stack>
      )}
    </Box>
  );
}
