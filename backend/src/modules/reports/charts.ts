// Charts drawn as PDF vectors: labelled bars and a radar polygon.
import type { Content } from 'pdfmake/interfaces';

const PRIMARY = '#1f5fae';
const TRACK = '#e3e8ef';

export function barChart(rows: { label: string; value: number; max: number }[], width = 480): Content {
  const labelWidth = 190;
  const barWidth = width - labelWidth - 60;
  return {
    table: {
      widths: [labelWidth, barWidth, 50],
      body: rows.map((row) => [
        { text: row.label, fontSize: 10, margin: [0, 2, 0, 2] },
        {
          canvas: [
            { type: 'rect', x: 0, y: 4, w: barWidth, h: 8, r: 4, color: TRACK },
            { type: 'rect', x: 0, y: 4, w: Math.max(0, Math.min(1, row.value / row.max)) * barWidth, h: 8, r: 4, color: PRIMARY },
          ],
        },
        { text: `${row.value}/${row.max}`, fontSize: 10, alignment: 'right', margin: [0, 2, 0, 2] },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 4, 0, 8],
  };
}

export function radarChart(axes: { label: string; value: number }[], max: number, size = 220): Content {
  const centre = size / 2;
  const radius = size / 2 - 30;
  const point = (i: number, r: number) => {
    const angle = (Math.PI * 2 * i) / axes.length - Math.PI / 2;
    return { x: centre + r * Math.cos(angle), y: centre + r * Math.sin(angle) };
  };
  const ring = (f: number) => ({ type: 'polyline' as const, points: axes.map((_, i) => point(i, radius * f)), closePath: true, lineColor: TRACK, lineWidth: 1 });
  return {
    stack: [
      {
        canvas: [
          ring(0.25),
          ring(0.5),
          ring(0.75),
          ring(1),
          { type: 'polyline', points: axes.map((a, i) => point(i, radius * Math.max(0, Math.min(1, a.value / max)))), closePath: true, color: '#a9c4e8', lineColor: PRIMARY, lineWidth: 2 },
        ],
      },
      { text: axes.map((a) => `${a.label} ${a.value}`).join('   ·   '), fontSize: 8, color: '#555555', alignment: 'center', margin: [0, 4, 0, 0] },
    ],
    alignment: 'center',
    margin: [0, 6, 0, 10],
  };
}
