// The monthly statement on the earnings page (issue 31, item 2): pick a month, see what was carried over, paid,
// refunded, kept as commission and paid out to you, what is owed, the payouts received, and download it as PDF or CSV.
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Statement, statementPaths } from '@margdarshak/contracts/api/statements';
import { formatPaiseToThePaisa } from '@margdarshak/contracts/money';
import { DashboardSection } from '../../../components/DashboardSection';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatDate, monthLabel } from '../../../lib/format';
import { useStatement } from '../api/statement';
import { StatCard } from '../dashboard/StatCard';
import { statementMonths } from './statementMonths';

const money = (rupees: number) => formatPaiseToThePaisa(Math.round(rupees * 100));

function Figures({ statement }: { statement: Statement }) {
  const figures: [string, number][] = [
    ['Carried over', statement.carriedOver],
    ['Paid by families', statement.paid],
    ['Refunds', statement.refunds],
    ['Platform commission', statement.commission],
    ['Payouts to you', statement.payouts],
    ['Owed to you', statement.owed],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {figures.map(([label, rupees]) => (
        <StatCard key={label} label={label} value={money(rupees)} />
      ))}
    </Box>
  );
}

function PayoutsReceived({ statement }: { statement: Statement }) {
  const payouts = statement.lines.filter((line) => line.payout);
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Payouts received
      </Typography>
      {payouts.length === 0 ? (
        <Typography color="textSecondary">No payout was recorded in {monthLabel(statement.month)}.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payouts.map((line) => (
            <Box component="li" key={line.events[0]?.eventId} sx={{ overflowWrap: 'anywhere' }}>
              <Typography>
                <strong>{money(line.payouts)}</strong> paid on {formatDate(line.payout?.paidOn ?? '')} for {monthLabel(line.payout?.forMonth ?? '')}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                Bank reference {line.payout?.reference}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function MonthlyStatementCard({ counsellorId, earningsMonths }: { counsellorId: string | undefined; earningsMonths: readonly string[] }) {
  const months = statementMonths(new Date(), earningsMonths);
  const [month, setMonth] = useState(months[0] ?? '');
  const statement = useStatement(counsellorId, month);
  const downloads = counsellorId && (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component="a" href={statementPaths.pdf(counsellorId, month)} download={`margdarshak-statement-${month}.pdf`} variant="outlined" startIcon={<DownloadRounded />}>
        Download statement (PDF)
      </Button>
      <Button component="a" href={statementPaths.csv(counsellorId, month)} download={`margdarshak-statement-${month}.csv`} variant="outlined" startIcon={<DownloadRounded />}>
        Download statement (CSV)
      </Button>
    </Stack>
  );
  return (
    <DashboardSection title="Monthly statement">
      <Stack spacing={2}>
        <Typography color="textSecondary">
          What is owed to you: carried over from the month before, plus what families paid, less refunds, the platform’s commission and payouts. A month that has ended never changes.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <TextField select label="Month" value={month} onChange={(event) => setMonth(event.target.value)} size="small" sx={{ minWidth: 180 }}>
            {months.map((m) => (
              <MenuItem key={m} value={m}>
                {monthLabel(m)}
              </MenuItem>
            ))}
          </TextField>
          {downloads}
        </Stack>
        {statement.isError ? (
          <RetryAlert onRetry={() => void statement.refetch()}>We could not load this statement just now.</RetryAlert>
        ) : !statement.data ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading the statement" />
        ) : (
          <Stack spacing={2} aria-busy={statement.isPlaceholderData}>
            <Figures statement={statement.data} />
            {statement.data.owed < 0 && <Alert severity="info">More was paid out to you than you earned: the difference is taken from what you earn next.</Alert>}
            <PayoutsReceived statement={statement.data} />
          </Stack>
        )}
      </Stack>
    </DashboardSection>
  );
}
