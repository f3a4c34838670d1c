import ReportProblemRounded from '@mui/icons-material/ReportProblemRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { OperationsStatus } from '@margdarshak/contracts/api/operations';
import { httpClient } from '../adminHttp';

const fetchOperations = async (): Promise<OperationsStatus> => (await httpClient('/api/admin/operations')).json as OperationsStatus;

/** An error's gist: the log and GET /api/admin/operations keep it whole. */
const gist = (error: string) => {
  const line = error.replace(/\s+/g, ' ');
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
};

/** One query: whether every read model is applying the log, and the warning while any event is parked. */
export function OperationsCard() {
  const { data, isPending, error } = useQuery({ queryKey: ['admin', 'operations'], queryFn: fetchOperations, refetchInterval: 30_000 });
  const parked = data?.projections.filter((p) => p.parked > 0) ?? [];
  const failing = data?.projections.filter((p) => p.failing) ?? [];
  const parkedTotal = parked.reduce((sum, p) => sum + p.parked, 0);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          {parkedTotal > 0 || failing.length > 0 ? <ReportProblemRounded color="warning" /> : <TaskAltRounded color="success" />}
          <Typography variant="subtitle1" color="textSecondary">
            Read models and background work
          </Typography>
        </Stack>
        {isPending && <Skeleton height={48} />}
        {error && <Typography color="error">Could not load the system's status.</Typography>}
        {data && parkedTotal > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            <AlertTitle>
              {parkedTotal === 1 ? '1 event could not be applied' : `${parkedTotal} events could not be applied`} ({parked.map((p) => p.name).join(', ')})
            </AlertTitle>
            Some lists may miss what these events say. After the cause is fixed, an operator runs <code>npm run projections:replay-parked</code>.
            {data.parkedEvents.slice(0, 3).map((event) => (
              <Typography key={`${event.projection}-${event.position}`} variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                {event.type} in {event.streamName}: {gist(event.error)}
              </Typography>
            ))}
          </Alert>
        )}
        {data && failing.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            Retrying: {failing.map((p) => p.name).join(', ')}.
          </Alert>
        )}
        {data && data.jobs.failing > 0 && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {data.jobs.failing === 1 ? '1 background task (a refund, a mail…) is' : `${data.jobs.failing} background tasks (refunds, mails…) are`} being retried.
          </Alert>
        )}
        {data && parkedTotal === 0 && failing.length === 0 && data.jobs.failing === 0 && <Typography>Every read model is up to date and nothing is waiting to be retried.</Typography>}
      </CardContent>
    </Card>
  );
}
