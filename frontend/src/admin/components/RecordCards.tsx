// A list on a phone: a card per record, with what the table's columns say and the row's actions under it, so every
// action stays in reach at 360 px (a table there is clipped, its actions column off screen).
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListNoResults, RecordContextProvider, useListContext, type RaRecord } from 'react-admin';

interface Props<R extends RaRecord> {
  /** The card's heading and accessible name. */
  title(record: R): string;
  /** What the table's other columns say. */
  details?(record: R): ReactNode;
  /** The row's actions, rendered in the record's context. */
  actions?: ReactNode;
  /** Shown when the page has no record (the table's `empty`). */
  empty?: ReactNode;
}

export function RecordCards<R extends RaRecord>({ title, details, actions, empty }: Props<R>) {
  const { data, isPending } = useListContext<R>();
  if (isPending) {
    return (
      <Stack spacing={1.5} sx={{ p: 1 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </Stack>
    );
  }
  if (!data || data.length === 0) return <>{empty ?? <ListNoResults />}</>;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      {data.map((record) => {
        const headingId = `record-card-${String(record.id)}`;
        return (
          <RecordContextProvider key={record.id} value={record}>
            <Card component="article" variant="outlined" aria-labelledby={headingId}>
              <CardContent sx={{ pb: 1 }}>
                <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {title(record)}
                </Typography>
                {details?.(record)}
              </CardContent>
              {actions && <CardActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', '& > :not(style) ~ :not(style)': { ml: 0 } }}>{actions}</CardActions>}
            </Card>
          </RecordContextProvider>
        );
      })}
    </Stack>
  );
}

/** One labelled line of a card: 'Email: …'. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="textSecondary">
        {label}:{' '}
      </Typography>
      {children}
    </Typography>
  );
}
