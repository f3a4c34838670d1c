// Revenue (left axis, ₹) and paid bookings (right axis) per month, oldest first. @mui/x-charts is loaded with this
// file only (RevenueChartCard imports it lazily), so the rest of the back office does not wait for it.
import { BarChart } from '@mui/x-charts/BarChart';
import { brand } from '../../lib/brand';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { formatAdminRupees, formatCount } from '../adminFormat';
import type { ChartMonth } from './overviewFigures';

export default function RevenueChart({ months }: { months: ChartMonth[] }) {
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        dataset={months.map((m) => ({ label: m.label, revenue: m.revenue, bookings: m.bookings }))}
        height={300}
        xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
        yAxis={[
          { id: 'revenue', valueFormatter: (value: number) => formatAdminRupees(value), width: 80 },
          { id: 'bookings', position: 'right', tickMinStep: 1, width: 40 },
        ]}
        series={[
          { dataKey: 'revenue', label: 'Revenue', yAxisId: 'revenue', color: brand.teal, valueFormatter: (value) => (value === null ? '' : formatAdminRupees(value)) },
          { dataKey: 'bookings', label: 'Bookings', yAxisId: 'bookings', color: brand.saffron, valueFormatter: (value) => (value === null ? '' : formatCount(value)) },
        ]}
      />
      {/* The same figures for screen readers, which cannot read the bars. */}
      <table style={visuallyHidden}>
        <caption>Revenue and bookings per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
            <th scope="col">Bookings</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.label}</th>
              <td>{formatAdminRupees(m.revenue)}</td>
              <td>{formatCount(m.bookings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
