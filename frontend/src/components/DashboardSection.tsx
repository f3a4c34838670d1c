// The shape every dashboard card shares (the student's and the counsellor's): an outlined card that is a labelled section
// with an h2, and an optional action beside the heading.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export function DashboardSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** What a card says when the student has not filled its part of the profile yet, with the way to do it. */
export function EmptyProfilePart({ text, link }: { text: string; link: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography color="textSecondary">{text}</Typography>
      {link}
    </Stack>
  );
}
