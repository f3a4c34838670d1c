// Revenue (left axis, ₹) and paid bookings (right axis) per month, oldest first: two bars a month in an SVG drawn from
// d3-scale's scales (docs/decisions/0159; @mui/x-charts took about 300 KB and a third of a second of a phone's main
// thread for these 24 bars). The same figures are in a table for screen readers, which cannot read the bars.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useLayoutEffect, useRef, useState } from 'react';
import { brand } from '../../lib/brand';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { formatAdminRupees, formatCount } from '../adminFormat';
import type { ChartMonth } from './overviewFigures';

// With the legend's 28 px, the 300 px of the placeholder the card shows while this loads: nothing below it moves.
const HEIGHT = 272;
const margin = { top: 12, right: 44, bottom: 28, left: 84 };
const series = [
  { key: 'revenue', label: 'Revenue', color: brand.teal },
  { key: 'bookings', label: 'Bookings', color: brand.saffron },
] as const;

/** Whole-number ticks from zero past the largest value: a chart of nothing still has an axis. */
export function axis(largest: number) {
  const scale = scaleLinear()
    .domain([0, Math.max(largest, 1)])
    .nice(5);
  return { scale, ticks: scale.ticks(5).filter(Number.isInteger) };
}

/** The width the chart has, followed as the card's width changes (a phone turned, a window resized). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Bars({ months, width }: { months: ChartMonth[]; width: number }) {
  const x = scaleBand(
    months.map((m) => m.month),
    [margin.left, width - margin.right],
  ).padding(0.25);
  const revenue = axis(Math.max(...months.map((m) => m.revenue)));
  const bookings = axis(Math.max(...months.map((m) => m.bookings)));
  const bottom = HEIGHT - margin.bottom;
  revenue.scale.range([bottom, margin.top]);
  bookings.scale.range([bottom, margin.top]);
  const bar = x.bandwidth() / 2;
  // Every month's name where there is room for it (about 64 px: 'Sept 2026'), else every second, third… (a phone).
  const every = Math.ceil(64 / Math.max(x.step(), 1));
  return (
    <svg width={width} height={HEIGHT} aria-hidden="true" style={{ display: 'block', fontSize: 11 }}>
      {revenue.ticks.map((tick) => (
        <g key={`r${tick}`} transform={`translate(0 ${revenue.scale(tick)})`}>
          <line x1={margin.left} x2={width - margin.right} stroke="currentColor" strokeOpacity={0.12} />
          <text x={margin.left - 6} dy="0.32em" textAnchor="end" fill="currentColor">
            {formatAdminRupees(tick)}
          </text>
        </g>
      ))}
      {bookings.ticks.map((tick) => (
        <text key={`b${tick}`} x={width - margin.right + 6} y={bookings.scale(tick)} dy="0.32em" fill="currentColor">
          {formatCount(tick)}
        </text>
      ))}
      {months.map((m, i) => {
        const left = x(m.month) ?? 0;
        return (
          <g key={m.month}>
            <title>{`${m.label}: ${formatAdminRupees(m.revenue)} revenue, ${formatCount(m.bookings)} bookings`}</title>
            <rect x={left} y={revenue.scale(m.revenue)} width={bar} height={bottom - revenue.scale(m.revenue)} fill={series[0].color} />
            <rect x={left + bar} y={bookings.scale(m.bookings)} width={bar} height={bottom - bookings.scale(m.bookings)} fill={series[1].color} />
            {i % every === 0 && (
              <text x={left + x.bandwidth() / 2} y={bottom + 18} textAnchor="middle" fill="currentColor">
                {m.label}
              </text>
            )}
          </g>
        );
      })}
      <line x1={margin.left} x2={width - margin.right} y1={bottom} y2={bottom} stroke="currentColor" strokeOpacity={0.5} />
    </svg>
  );
}

export default function RevenueChart({ months }: { months: ChartMonth[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <Box component="figure" sx={{ m: 0, color: 'text.secondary' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', height: 20, mb: 1 }} aria-hidden="true">
        {series.map((s) => (
          <Stack key={s.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
            <Typography variant="caption" color="textPrimary">
              {s.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Box ref={ref} sx={{ height: HEIGHT }}>
        {width > 0 && <Bars months={months} width={width} />}
      </Box>
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
    </Box>
  );
}
