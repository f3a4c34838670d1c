// The earnings page's totals: sessions, what students paid, what was refunded, and what stays (net).
import Box from '@mui/material/Box';
import type { EarningsLine } from '@margdarshak/contracts/api/counsellorWorkspace';
import { formatRupees } from '@margdarshak/contracts/money';
import { StatCard } from '../dashboard/StatCard';

export function EarningsTotals({ total }: { total: EarningsLine }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <StatCard label="Sessions" value={total.sessions.toLocaleString('en-IN')} />
      <StatCard label="Paid" value={formatRupees(total.paid)} />
      <StatCard label="Refunded" value={formatRupees(total.refunded)} />
      <StatCard label="Net earnings" value={formatRupees(total.net)} />
    </Box>
  );
}
