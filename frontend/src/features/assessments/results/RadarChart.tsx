// A radar (hexagon for RIASEC, octagon for MI) in plain SVG: no chart library for six numbers.
import { useTheme } from '@mui/material/styles';

export function RadarChart({ axes, max, title }: { axes: { label: string; value: number }[]; max: number; title: string }) {
  const theme = useTheme();
  const size = 280;
  const centre = size / 2;
  const radius = size / 2 - 44;
  const point = (i: number, r: number) => {
    const angle = (Math.PI * 2 * i) / axes.length - Math.PI / 2;
    return [centre + r * Math.cos(angle), centre + r * Math.sin(angle)] as const;
  };
  const ring = (fraction: number) => axes.map((_, i) => point(i, radius * fraction).join(',')).join(' ');
  const shape = axes.map((a, i) => point(i, radius * Math.max(0, Math.min(1, a.value / max))).join(',')).join(' ');
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width="100%" style={{ maxWidth: size }} role="img" aria-label={`${title}: ${axes.map((a) => `${a.label} ${a.value}`).join(', ')}`}>
      {[0.25, 0.5, 0.75, 1].map((f) => (
        <polygon key={f} points={ring(f)} fill="none" stroke={theme.palette.divider} />
      ))}
      {axes.map((_, i) => {
        const [x, y] = point(i, radius);
        // biome-ignore lint/suspicious/noArrayIndexKey: one line per axis, in the axes' fixed order
        return <line key={i} x1={centre} y1={centre} x2={x} y2={y} stroke={theme.palette.divider} />;
      })}
      <polygon points={shape} fill={theme.palette.primary.main} fillOpacity={0.3} stroke={theme.palette.primary.main} strokeWidth={2} />
      {axes.map((a, i) => {
        const [x, y] = point(i, radius + 24);
        return (
          <text key={a.label} x={x} y={y} textAnchor="middle" dominantBaseline="middle" fontSize="12" fill={theme.palette.text.primary}>
            {a.label}
          </text>
        );
      })}
    </svg>
  );
}
