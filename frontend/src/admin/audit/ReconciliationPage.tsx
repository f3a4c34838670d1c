// Reconciliation in the Audit section (issue 31, item 4), for admins and auditors alike (it only reads): a range of India
// days, the log's payments and refunds beside the ledger's and the gateway's per day or per month, the admin revenue's
// months against the log, every difference the API found as its sentence with the booking behind it, and the money
// documents' findings (InvoiceFindings). The range is in the address, so a finding can be shared as a link.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { reconciliationQuery, type Reconciliation } from '@margdarshak/contracts/api/audit';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { paths } from '../../config/paths';
import { failureMessage } from '../adminHttp';
import { auditApi, bookingHistoryPath } from './auditApi';
import { wrapAnywhere } from './ChainAlert';
import { InvoiceFindings } from './InvoiceFindings';
import { periodLabel, ReconciliationFigures, sourceNames } from './ReconciliationFigures';
import { daysByMonth, daysWithMoney, statsMonths } from './reconciliationRows';

const rangeLabels = { from: 'From', to: 'To' } as const;

function RangeForm({ from, to, onAsk }: { from: string; to: string; onAsk(from: string, to: string): void }) {
  const [draft, setDraft] = useState({ from, to });
  // The server's own rule for the range, checked first: the field it names is marked, and the line below says why.
  const issue = reconciliationQuery.safeParse(draft).error?.issues[0];
  const field = issue?.path[0] === 'from' || issue?.path[0] === 'to' ? issue.path[0] : undefined;
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!issue) onAsk(draft.from, draft.to);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            size="small"
            type="date"
            label={rangeLabels[name]}
            value={draft[name]}
            onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
            error={field === name}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: field === name ? { 'aria-describedby': problemId } : {} }}
            sx={{ width: { sm: 200 } }}
          />
        ))}
        <Button type="submit" variant="contained" disabled={Boolean(issue)}>
          Reconcile
        </Button>
      </Stack>
      <Typography id={problemId} role="alert" color="error" variant="body2" sx={{ mt: issue ? 1 : 0 }}>
        {issue && (field ? `${rangeLabels[field]}: ${issue.message}` : issue.message)}
      </Typography>
    </Box>
  );
}

function Differences({ report }: { report: Reconciliation }) {
  if (report.differences.length === 0) {
    return (
      <Alert severity="success" data-testid="reconciliation-verdict">
        No differences: the log, the ledger and the gateway agree on every payment and refund from {periodLabel(report.from)} to {periodLabel(report.to)}.
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity="error" data-testid="reconciliation-verdict">
        {report.differences.length === 1 ? '1 difference' : `${report.differences.length} differences`} between the log and what the others say.
      </Alert>
      {report.differences.map((found, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the API's list, shown whole and never reordered
        <Alert key={i} severity="warning" icon={false} sx={wrapAnywhere} data-testid="reconciliation-difference">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {periodLabel(found.date)} · {sourceNames[found.source]} · {found.kind === 'captured' ? 'payment' : 'refund'}
          </Typography>
          <Typography variant="body2">{found.message}</Typography>
          {found.bookingId && (
            <Typography variant="body2">
              Booking <Link to={bookingHistoryPath(found.bookingId)}>{found.bookingId}</Link>
              {found.paymentId && ` · payment ${found.paymentId}`}
              {found.refundId && ` · refund ${found.refundId}`}
            </Typography>
          )}
        </Alert>
      ))}
    </Stack>
  );
}

export function ReconciliationPage() {
  const today = istDate(new Date());
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? `${today.slice(0, 8)}01`;
  const to = params.get('to') ?? today;
  const [by, setBy] = useState<'day' | 'month'>('day');
  const asked = reconciliationQuery.safeParse({ from, to });
  const { data, error, isFetching } = useQuery({ queryKey: ['audit', 'reconciliation', from, to], queryFn: () => auditApi.reconciliation(from, to), enabled: asked.success });
  const rows = data ? (by === 'day' ? daysWithMoney(data.days) : daysByMonth(data.days)) : [];
  return (
    // Its width is the screen's, never the tables': a wide table scrolls inside its own frame.
    <Box sx={{ py: 2, contain: 'inline-size' }}>
      <Title title="Reconciliation" />
      <Typography variant="h5" component="h1" gutterBottom>
        Reconciliation
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        The payments and refunds the log recorded on each India day, beside what the ledger (which every money figure reads) and the payment gateway say about the same money. Amounts are in rupees.{' '}
        <Link to={paths.admin.audit}>Back to Audit</Link>
      </Typography>
      <RangeForm key={`${from}/${to}`} from={from} to={to} onAsk={(nextFrom, nextTo) => setParams({ from: nextFrom, to: nextTo })} />
      {!asked.success && <Alert severity="warning">{asked.error.issues[0]?.message}</Alert>}
      {error && <Alert severity="error">{failureMessage(error)}</Alert>}
      {isFetching && !data && <Skeleton height={160} />}
      {data && (
        <Stack spacing={3}>
          <Differences report={data} />
          <InvoiceFindings invoices={data.invoices} />
          <Box component="section" aria-labelledby="reconciliation-figures">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Typography id="reconciliation-figures" variant="h6" component="h2">
                Payments and refunds ({data.gateway === 'local' ? 'local test gateway' : 'Razorpay'})
              </Typography>
              <ToggleButtonGroup size="small" exclusive value={by} onChange={(_, next: 'day' | 'month' | null) => next && setBy(next)} aria-label="Figures by">
                <ToggleButton value="day">By day</ToggleButton>
                <ToggleButton value="month">By month</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            {rows.length === 0 ? (
              <Typography>No payments or refunds in this range.</Typography>
            ) : (
              <ReconciliationFigures rows={rows} caption={by === 'day' ? 'Each day with money' : 'Each month, the days in the range'} rowTestId="reconciliation-period" />
            )}
            {by === 'day' && rows.length > 0 && rows.length < data.days.length && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                Days with no payment or refund in any source are left out.
              </Typography>
            )}
          </Box>
          {data.months && data.months.length > 0 && (
            <Box component="section" aria-labelledby="reconciliation-months">
              <Typography id="reconciliation-months" variant="h6" component="h2" gutterBottom>
                The admin revenue, by whole month
              </Typography>
              <ReconciliationFigures rows={statsMonths(data.months)} shown={['log', 'adminStats']} caption="The admin revenue against the log, by month" rowTestId="reconciliation-stats-month" />
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
