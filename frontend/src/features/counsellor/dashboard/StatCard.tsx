// One figure in a card, named for screen readers by its label (the dashboard's stat cards, the earnings totals).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function StatCard({ label, value, extra }: { label: string; value: ReactNode; extra?: ReactNode }) {
  return (
    <Card variant="outlined" role="group" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value}
        </Typography>
        {extra}
      </CardContent>
    </Card>
  );
}
