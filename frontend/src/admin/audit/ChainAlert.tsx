// The warning at the top of a booking's history, a payment's history and a state as of an event (issue 27, item 6):
// the API's own words on which streams fail their hash chain, and what to do about it. Nothing when every stream holds.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChainIntegrity } from '@margdarshak/contracts/api/auditIntegrity';

/** Stream names and ids are long and unbroken: they wrap anywhere rather than push a phone's page sideways. */
export const wrapAnywhere = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

const SHOWN = 5;

export function ChainAlert({ integrity }: { integrity: ChainIntegrity }) {
  if (integrity.ok) return null;
  const more = integrity.problems.length - SHOWN;
  return (
    <Alert severity="error" variant="filled" sx={{ mb: 2, ...wrapAnywhere }} data-testid="chain-alert">
      <AlertTitle>Tampering found: this history does not match the log’s hash chains</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {integrity.summary}
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5 }}>
        {integrity.problems.slice(0, SHOWN).map((problem) => (
          <Typography component="li" variant="body2" key={`${problem.streamName}-${problem.revision}-${problem.check}`}>
            {problem.streamName}: {problem.problem}
          </Typography>
        ))}
        {more > 0 && (
          <Typography component="li" variant="body2">
            … and {more} more
          </Typography>
        )}
      </Box>
      <Typography variant="body2">
        <strong>What to do:</strong> {integrity.whatToDo}
      </Typography>
    </Alert>
  );
}
