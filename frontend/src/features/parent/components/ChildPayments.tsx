// A child's payments on the parent dashboard: one row per payment (a booking paid twice shows both, each refund on its
// own payment). A table from `sm` up; below it a card per payment, so nothing runs off a 360 px screen. The provider's
// reference is kept, small, for a question to the bank.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ParentChildBooking } from '@margdarshak/contracts/api/family';
import { formatDate } from '../../../lib/format';
import { paymentRows, type PaymentRow } from './childPayments';

function Reference({ row }: { row: PaymentRow }) {
  return (
    <Typography variant="caption" color="textSecondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
      Ref. {row.paymentId}
    </Typography>
  );
}

function PaymentCards({ rows }: { rows: PaymentRow[] }) {
  return (
    <Stack component="ul" aria-label="Payments" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={row.key} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="subtitle1" component="span">
              {row.amount}
            </Typography>
            <Typography variant="body2" component="span">
              {row.status}
            </Typography>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            Paid {formatDate(row.at)} for the {row.packageName} session on {formatDate(row.sessionDate)}
          </Typography>
          <Reference row={row} />
        </Paper>
      ))}
    </Stack>
  );
}

function PaymentTable({ rows }: { rows: PaymentRow[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            <TableCell>Paid on</TableCell>
            <TableCell>Session</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{formatDate(row.at)}</TableCell>
              <TableCell>
                {row.packageName}, {formatDate(row.sessionDate)}
              </TableCell>
              <TableCell align="right">{row.amount}</TableCell>
              <TableCell>
                <Typography variant="body2" component="span">
                  {row.status}
                </Typography>
                <Reference row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ChildPayments({ bookings }: { bookings: ParentChildBooking[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const rows = paymentRows(bookings);
  if (rows.length === 0) return <Typography color="textSecondary">No payments yet.</Typography>;
  return phone ? <PaymentCards rows={rows} /> : <PaymentTable rows={rows} />;
}
