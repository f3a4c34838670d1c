// Earnings per month (India time), oldest first: a bar chart of paid, refunded and net (@mui/x-charts, imported only
// here so only the earnings page carries it), and the same figures as a table. A month is when the money moved (the
// ledger's rule, decision 0120), which the card says in a line.
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Earnings } from '@margdarshak/contracts/api/counsellorWorkspace';
import { formatRupees } from '@margdarshak/contracts/money';
import { DashboardSection } from '../../../components/DashboardSection';
import { monthLabel } from '../../../lib/format';
import { ScrollTable } from './ScrollTable';

const rupees = (value: number | null) => (value === null ? '' : formatRupees(value));

export function MonthlyEarningsCard({ months }: { months: Earnings['months'] }) {
  const dataset = months.map((m) => ({ month: monthLabel(m.month), paid: m.paid, refunded: m.refunded, net: m.net }));
  return (
    <DashboardSection title="By month">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        A payment counts in the month it was made, and a refund in the month it was sent back, so a month's figures stay the same once it is over.
      </Typography>
      <figure style={{ margin: 0 }} aria-label="Paid, refunded and net earnings per month">
        <BarChart
          dataset={dataset}
          height={280}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          yAxis={[{ valueFormatter: (value: number) => formatRupees(value), width: 72 }]}
          series={[
            { dataKey: 'paid', label: 'Paid', valueFormatter: rupees, color: '#1565c0' },
            { dataKey: 'refunded', label: 'Refunded', valueFormatter: rupees, color: '#c62828' },
            { dataKey: 'net', label: 'Net', valueFormatter: rupees, color: '#2e7d32' },
          ]}
        />
      </figure>
      <ScrollTable
        label="Earnings by month"
        head={[{ label: 'Month' }, { label: 'Sessions', numeric: true }, { label: 'Paid', numeric: true }, { label: 'Refunded', numeric: true }, { label: 'Net', numeric: true }]}
      >
        {months.map((m) => (
          <tr key={m.month}>
            <td>{monthLabel(m.month)}</td>
            <td className="num">{m.sessions.toLocaleString('en-IN')}</td>
            <td className="num">{formatRupees(m.paid)}</td>
            <td className="num">{formatRupees(m.refunded)}</td>
            <td className="num">{formatRupees(m.net)}</td>
          </tr>
        ))}
      </ScrollTable>
    </DashboardSection>
  );
}
