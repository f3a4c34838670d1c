// The last verification of the log in one line (issue 27, item 6): on the Audit page and on the admin's overview.
// Red when it found differences, amber when there has been none for VERIFICATION_STALE_DAYS (the server judges, by the
// product's clock), green otherwise. One query: GET /api/audit/verification.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '@margdarshak/contracts/api/audit';
import { VERIFICATION_STALE_DAYS } from '@margdarshak/contracts/api/auditIntegrity';
import { formatCount, formatDateTime } from '../adminFormat';
import { failureMessage } from '../adminHttp';
import { auditApi } from './auditApi';
import { wrapAnywhere } from './ChainAlert';

export const verificationQuery = queryOptions({ queryKey: ['audit', 'verification'], queryFn: auditApi.verification });

const runIt = (
  <>
    Run <code>npm run audit -- verify</code> on the server, at least every {VERIFICATION_STALE_DAYS} days.
  </>
);

function Summary({ status }: { status: VerificationStatus }) {
  const { last, stale } = status;
  if (!last) {
    return (
      <Alert severity="warning" data-testid="verification-line">
        <AlertTitle>The log has never been verified</AlertTitle>
        Nobody has checked yet that the log and its signed digests are as they were written. {runIt}
      </Alert>
    );
  }
  const when = formatDateTime(last.at);
  if (!last.ok) {
    const problems = last.problems ?? [];
    return (
      <Alert severity="error" data-testid="verification-line" sx={wrapAnywhere}>
        <AlertTitle>The last verification, on {when}, found tampering or differences</AlertTitle>
        {problems.length > 0 && (
          <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5 }}>
            {problems.slice(0, 3).map((problem) => (
              <Typography component="li" variant="body2" key={problem}>
                {problem}
              </Typography>
            ))}
          </Box>
        )}
        Read the marked bookings in Audit, compare payments with the gateway, and run <code>npm run audit -- verify</code> again once it is explained.
      </Alert>
    );
  }
  if (stale) {
    return (
      <Alert severity="warning" data-testid="verification-line">
        <AlertTitle>
          Last verified on {when}: more than {VERIFICATION_STALE_DAYS} days ago
        </AlertTitle>
        What changed since then has not been checked. {runIt}
      </Alert>
    );
  }
  return (
    <Alert severity="success" data-testid="verification-line">
      Log verified on {when}: {formatCount(last.events)} events in {formatCount(last.streams)} streams,{' '}
      {last.readModels.checked > 0 ? 'every hash chain, signed digest and read model matches.' : 'every hash chain and signed digest matches (read models were not compared).'}
    </Alert>
  );
}

export function VerificationSummary() {
  const { data, error, isPending } = useQuery(verificationQuery);
  if (isPending) return <Skeleton height={48} />;
  if (error) return <Alert severity="error">{failureMessage(error)}</Alert>;
  return <Summary status={data} />;
}
