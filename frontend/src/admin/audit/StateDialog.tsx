// 'State as of here' (issue 17; readable since issue 31, item 5): the booking's stream folded up to an event with the
// decider's own rules, shown as labelled fields (rupees, India time) with the raw JSON behind a toggle, and the folded
// events that fail their hash chain named first.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEvent, BookingStateAt } from '@margdarshak/contracts/api/audit';
import { failureMessage } from '../adminHttp';
import { auditApi } from './auditApi';
import { ChainAlert, wrapAnywhere } from './ChainAlert';
import { ChainFindings } from './EventRows';
import { stateRows, type StateRow } from './stateRows';

/** The folded events that fail a check themselves, each with why; those marked only for their stream, counted. */
function FoldedMarks({ marked }: { marked: BookingStateAt['marked'] }) {
  const own = marked.filter((event) => event.chain.some((finding) => finding.check !== 'stream'));
  const others = marked.length - own.length;
  return (
    <>
      {own.map((event) => (
        <Box key={event.position} sx={{ mb: 1 }}>
          <Typography variant="body2">
            Folded in: {event.type} (revision {event.revision}, position {event.position})
          </Typography>
          <ChainFindings findings={event.chain.filter((finding) => finding.check !== 'stream')} />
        </Box>
      ))}
      {others > 0 && (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {others === 1 ? '1 other event folded in belongs' : `${others} other events folded in belong`} to the same broken stream.
        </Typography>
      )}
    </>
  );
}

/** Label beside value where there is room, one under the other on a phone; a group's fields indented under its name. */
function Fields({ rows }: { rows: readonly StateRow[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 } }}>
      {rows.map((row) =>
        'rows' in row ? (
          <Box key={row.label} sx={{ gridColumn: '1 / -1', mt: 1 }}>
            <Typography component="dt" variant="subtitle2" sx={wrapAnywhere}>
              {row.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
              <Fields rows={row.rows} />
            </Box>
          </Box>
        ) : (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: { xs: 0.75, sm: 0 }, ...wrapAnywhere }}>
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, ...wrapAnywhere }}>
              {row.value}
            </Typography>
          </Box>
        ),
      )}
    </Box>
  );
}

export function StateDialog({ bookingId, event, onClose }: { bookingId: string; event: AuditEvent; onClose(): void }) {
  const { data, error, isPending } = useQuery({ queryKey: ['audit', 'state', bookingId, event.position], queryFn: () => auditApi.stateAt(bookingId, event.position) });
  const [raw, setRaw] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="state-title">
      <DialogTitle id="state-title" sx={wrapAnywhere}>
        State as of {event.type}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" gutterBottom>
          The booking's stream folded up to position {event.position} with the decider's own rules. Amounts are in rupees and times in India time.
        </Typography>
        {isPending && <Skeleton height={120} />}
        {error && <Alert severity="error">{failureMessage(error)}</Alert>}
        {data && <ChainAlert integrity={data.integrity} />}
        {data && <FoldedMarks marked={data.marked} />}
        {data &&
          (raw ? (
            <Box component="pre" data-testid="booking-state-json" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>
              {JSON.stringify(data.state, null, 2)}
            </Box>
          ) : (
            <Box data-testid="booking-state">
              <Fields rows={stateRows(data.state)} />
            </Box>
          ))}
      </DialogContent>
      <DialogActions>
        {data && (
          <Button onClick={() => setRaw(!raw)} aria-pressed={raw}>
            {raw ? 'Show as fields' : 'Show raw JSON'}
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
