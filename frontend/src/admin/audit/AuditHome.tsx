// The Audit section's page (issue 17): the last verification of the log, a booking or a payment found by id, the
// payments as CSV for accountants, the way to the reconciliation, and the log itself (EventBrowser).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardActions from '@mui/material/CardActions';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, Title } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paymentsCsvQuery } from '@margdarshak/contracts/api/audit';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { failureMessage } from '../adminHttp';
import { auditApi, bookingHistoryPath, paymentsCsvUrl, reconciliationPath } from './auditApi';
import { ChainAlert, wrapAnywhere } from './ChainAlert';
import { EventBrowser } from './EventBrowser';
import { EventRows } from './EventRows';
import { VerificationCard } from './VerificationCard';

function FindBooking() {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id.trim()) navigate(bookingHistoryPath(id.trim()));
  };
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent component="form" onSubmit={submit}>
        <Typography variant="h6" component="h2" gutterBottom>
          A booking's history
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField size="small" label="Booking ID" value={id} onChange={(e) => setId(e.target.value)} fullWidth />
          <Button type="submit" variant="contained">
            Open
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function FindPayment() {
  const [id, setId] = useState('');
  const [asked, setAsked] = useState('');
  const { data, error, isFetching } = useQuery({ queryKey: ['audit', 'payment', asked], queryFn: () => auditApi.payment(asked), enabled: asked !== '' });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          A payment's history
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          component="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            setAsked(id.trim());
          }}
          sx={{ mb: 2 }}
        >
          <TextField size="small" label="Order, payment or refund ID, or invoice number" value={id} onChange={(e) => setId(e.target.value)} fullWidth />
          <Button type="submit" variant="contained">
            Find
          </Button>
        </Stack>
        {isFetching && <Skeleton height={48} />}
        {error && <Alert severity="error">{failureMessage(error)}</Alert>}
        {data && (
          <>
            <Typography gutterBottom sx={wrapAnywhere}>
              Booking <Link to={bookingHistoryPath(data.bookingId)}>{data.bookingId}</Link>, order {data.orderId ?? 'N/A'}, payment {data.paymentId ?? 'N/A'}
            </Typography>
            <ChainAlert integrity={data.integrity} />
            <EventRows events={data.events} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

const csvLabels = { from: 'From', to: 'To' } as const;

function PaymentsCsv() {
  const today = istDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  // The server's own rule for the range (dates 2000 to 2100, at most 366 days), checked before the download is offered;
  // the field it names is marked, and the line below says which.
  const issue = paymentsCsvQuery.safeParse({ from, to }).error?.issues[0];
  const field = issue?.path[0] === 'from' || issue?.path[0] === 'to' ? issue.path[0] : undefined;
  const problemId = useId();
  const dateField = (name: keyof typeof csvLabels, value: string, set: (value: string) => void) => (
    <TextField
      size="small"
      type="date"
      label={csvLabels[name]}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={field === name}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: field === name ? { 'aria-describedby': problemId } : {} }}
    />
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Payments for accountants
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          {dateField('from', from, setFrom)}
          {dateField('to', to, setTo)}
          <Button variant="outlined" href={paymentsCsvUrl(from, to)} download={`payments-${from}-to-${to}.csv`} disabled={Boolean(issue)}>
            Download payments CSV
          </Button>
        </Stack>
        <Typography id={problemId} role="alert" color="error" variant="body2" sx={{ mt: issue ? 1 : 0 }}>
          {issue && (field ? `${csvLabels[field]}: ${issue.message}` : issue.message)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ReconciliationCard() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Reconciliation
        </Typography>
        <Typography variant="body2" color="textSecondary">
          The payments and refunds the log recorded, day by day and month by month, beside what the read models and the payment gateway say, with every difference in a sentence.
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={reconciliationPath} variant="outlined">
          Open reconciliation
        </Button>
      </CardActions>
    </Card>
  );
}

export function AuditHome() {
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Audit" />
      <Typography variant="h5" component="h1" gutterBottom>
        Audit
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        The booking and payment history as the append-only log recorded it. Reading here changes nothing.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <VerificationCard linkToAudit={false} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FindBooking />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <PaymentsCsv />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ReconciliationCard />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <FindPayment />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <EventBrowser />
        </Grid>
      </Grid>
    </Box>
  );
}
