// The log itself, page by page (issue 17; issue 31, item 5): its filters, the event type picked from the types the
// contracts define (found in any case as one types), read oldest or newest first, and the JSON Lines export.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { auditEventsQuery } from '@margdarshak/contracts/api/audit';
import { failureMessage } from '../adminHttp';
import { auditApi, exportUrl } from './auditApi';
import { EventRows } from './EventRows';

const emptyFilter = { type: '', streamPrefix: '', correlationId: '', actor: '', from: '', to: '' };
type FilterKey = keyof typeof emptyFilter;
const filterLabels: Record<FilterKey, string> = {
  type: 'Event type',
  streamPrefix: 'Stream starts with',
  correlationId: 'Correlation ID',
  actor: 'Actor (user ID or role)',
  from: 'From (YYYY-MM-DD)',
  to: 'To (YYYY-MM-DD)',
};
const textFilters = ['streamPrefix', 'correlationId', 'actor', 'from', 'to'] as const;

type Order = 'oldest' | 'newest';

/** The known event types, typed into: MUI's own matching finds 'paymentverified' or 'verified' as PaymentVerified. */
function EventTypeField({ value, onChange }: { value: string; onChange(type: string): void }) {
  const { data, error } = useQuery({ queryKey: ['audit', 'event-types'], queryFn: auditApi.eventTypes, staleTime: Number.POSITIVE_INFINITY });
  return (
    <Autocomplete
      size="small"
      options={data?.types ?? []}
      loading={!data && !error}
      value={value === '' ? null : value}
      onChange={(_, type) => onChange(type ?? '')}
      openText="Show the event types"
      closeText="Hide the event types"
      clearText="Clear the event type"
      renderInput={(params) => <TextField {...params} label={filterLabels.type} helperText={error ? failureMessage(error) : undefined} error={Boolean(error)} />}
      fullWidth
    />
  );
}

export function EventBrowser() {
  const [draft, setDraft] = useState(emptyFilter);
  const [filter, setFilter] = useState(emptyFilter);
  const [order, setOrder] = useState<Order>('oldest');
  const [cursors, setCursors] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  // The filters go through the server's own schema first: a far date or a range past its longest span is named here.
  const apply = () => {
    const issue = auditEventsQuery.safeParse(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''))).error?.issues[0];
    setProblem(issue ? `${filterLabels[issue.path[0] as FilterKey] ?? String(issue.path[0])}: ${issue.message}` : undefined);
    if (issue) return;
    setFilter(draft);
    setCursors([]);
  };
  const turn = (next: Order | null) => {
    if (!next || next === order) return;
    setOrder(next);
    setCursors([]);
  };
  const cursor = cursors.at(-1) ?? '';
  // A page continues after the last one in log order, or before it reading newest first.
  const { data, error, isFetching } = useQuery({
    queryKey: ['audit', 'events', filter, order, cursor],
    queryFn: () => auditApi.events({ ...filter, order, [order === 'newest' ? 'before' : 'after']: cursor, limit: '50' }),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          The log
        </Typography>
        <Box
          component="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            apply();
          }}
          sx={{ mb: 2 }}
        >
          <Grid container spacing={1}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <EventTypeField value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
            </Grid>
            {textFilters.map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField size="small" label={filterLabels[key]} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} fullWidth />
              </Grid>
            ))}
          </Grid>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }} useFlexGap>
            <Button type="submit" variant="contained">
              Apply filters
            </Button>
            <Button href={exportUrl(filter)} download="log.jsonl">
              Export as JSON Lines
            </Button>
            <ToggleButtonGroup size="small" exclusive value={order} onChange={(_, next: Order | null) => turn(next)} aria-label="Order" sx={{ ml: { sm: 'auto' } }}>
              <ToggleButton value="oldest">Oldest first</ToggleButton>
              <ToggleButton value="newest">Newest first</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        </Box>
        {problem && <Alert severity="warning">{problem}</Alert>}
        {error && <Alert severity="error">{failureMessage(error)}</Alert>}
        {isFetching && !data && <Skeleton height={120} />}
        {data && (data.events.length === 0 ? <Typography>No events match.</Typography> : <EventRows events={data.events} />)}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
            Previous page
          </Button>
          <Button disabled={!data?.next} onClick={() => data?.next && setCursors([...cursors, data.next])}>
            Next page
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
