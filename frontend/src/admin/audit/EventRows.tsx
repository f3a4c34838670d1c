// Events as an auditor reads them: grouped by the request or workflow that made them (correlation), each with who, when
// and a plain sentence; the event that caused one is a click away, and a booking's state as of any row can be opened.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditActor, AuditEvent } from '@margdarshak/contracts/api/audit';
import type { ChainFinding } from '@margdarshak/contracts/api/auditIntegrity';
import { wrapAnywhere } from './ChainAlert';
import { scrollBehavior } from '../../lib/motion';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });

export function actorText(actor: AuditActor): string {
  if (actor.role === 'system') return 'The system';
  if (actor.erased) return `An erased ${actor.role}`;
  return `${actor.name ?? 'Unknown'} (${actor.role})`;
}

interface Group {
  correlationId: string | null;
  events: [AuditEvent, ...AuditEvent[]];
}

/** Consecutive events of one correlation form a group; the log's order is kept. */
export function groupByCorrelation(events: readonly AuditEvent[]): Group[] {
  const groups: Group[] = [];
  for (const event of events) {
    const last = groups.at(-1);
    if (last && event.correlationId !== null && last.correlationId === event.correlationId) last.events.push(event);
    else groups.push({ correlationId: event.correlationId, events: [event] });
  }
  return groups;
}

const checkNames: Record<ChainFinding['check'], string> = {
  hash: 'Changed after it was recorded',
  missing: 'Events deleted beside it',
  unhashed: 'Written around the product',
  head: 'Its stream’s signed end was changed',
  stream: 'Another event of its stream fails',
};

/**
 * Why an event is marked: each failed check, named, with the API's sentence. Solid red when the event itself fails a
 * check; outlined when only another event of its stream does, so the changed one stands out in a long history.
 */
export function ChainFindings({ findings }: { findings: readonly ChainFinding[] }) {
  const own = findings.some((finding) => finding.check !== 'stream');
  const look = own ? { bgcolor: 'error.main', color: 'error.contrastText' } : { border: 1, borderColor: 'error.main', color: 'error.dark' };
  return (
    <Box sx={{ mt: 1, p: 1, borderRadius: 1, ...look, ...wrapAnywhere }} data-testid="chain-finding">
      {findings.map((finding, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one event's findings, shown whole and never reordered
        <Typography key={i} variant="body2">
          <strong>{checkNames[finding.check]}:</strong> {finding.problem}
        </Typography>
      ))}
    </Box>
  );
}

interface EventRowsProps {
  events: readonly AuditEvent[];
  /** Offered on every row when given: the booking's state folded up to that event. */
  onStateAt?: (event: AuditEvent) => void;
}

export function EventRows({ events, onStateAt }: EventRowsProps) {
  const byId = new Map(events.map((event) => [event.id, event]));
  const show = (id: string) => {
    const row = document.getElementById(`event-${id}`);
    row?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    row?.focus();
  };
  return (
    <Stack spacing={2}>
      {groupByCorrelation(events).map((group) => (
        <Paper key={`${group.correlationId ?? 'none'}-${group.events[0].position}`} variant="outlined" component="section" aria-label={`Events of ${group.correlationId ?? 'no correlation'}`}>
          <Box sx={{ px: 2, py: 1, bgcolor: 'action.hover' }}>
            <Typography variant="subtitle2" component="h3" sx={wrapAnywhere}>
              {group.correlationId ? `Correlation ${group.correlationId}` : 'No correlation'} · {group.events.length === 1 ? '1 event' : `${group.events.length} events`}
            </Typography>
          </Box>
          {group.events.map((event) => {
            const cause = event.causationId ? byId.get(event.causationId) : undefined;
            const findings = event.chain ?? [];
            const marked = findings.length > 0;
            return (
              <Box
                key={event.position}
                id={`event-${event.id}`}
                tabIndex={-1}
                sx={{
                  px: 2,
                  py: 1.5,
                  borderTop: 1,
                  borderColor: 'divider',
                  ...(marked ? { borderLeft: 6, borderLeftColor: 'error.main' } : {}),
                  '&:focus': { outline: 2, outlineColor: 'primary.main' },
                }}
                data-testid="audit-event"
                data-chain={marked ? 'fails' : 'holds'}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }} useFlexGap>
                  <Typography variant="body2" color="textSecondary" sx={{ minWidth: 190 }}>
                    {timeFormat.format(new Date(event.at))}
                  </Typography>
                  <Chip size="small" label={event.type} variant="outlined" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }} />
                  {marked && <Chip size="small" color="error" label="Fails its hash chain" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }} />}
                  <Typography variant="body2" color="textSecondary">
                    {actorText(event.actor)}
                  </Typography>
                </Stack>
                <Typography sx={{ mt: 0.5, ...wrapAnywhere }}>{event.summary}</Typography>
                {marked && <ChainFindings findings={findings} />}
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
                  <Typography variant="caption" color="textSecondary" sx={wrapAnywhere}>
                    {event.streamName} #{event.revision} · position {event.position}
                  </Typography>
                  {cause && (
                    // An event type is one long word: written as the chip writes it, and free to break on a phone.
                    <Button size="small" onClick={() => show(cause.id)} sx={{ textTransform: 'none', textAlign: 'left', ...wrapAnywhere }}>
                      Caused by: {cause.type}
                    </Button>
                  )}
                  {onStateAt && (
                    <Button size="small" onClick={() => onStateAt(event)}>
                      State as of here
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Paper>
      ))}
    </Stack>
  );
}
