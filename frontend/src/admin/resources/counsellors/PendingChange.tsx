// A counsellor's pending profile change, old beside new (photos shown), with Approve change and Reject change (which asks
// for a reason).
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CounsellorChangeView } from '@margdarshak/contracts/api/counsellors';
import { formatDate } from '../../../lib/format';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useReviewChange } from './useReviewChange';

type Field = CounsellorChangeView['fields'][number];

function Value({ field, value, which }: { field: Field; value: string | null; which: 'Current' | 'New' }) {
  if (value === null) return <>—</>;
  if (field.kind === 'text') return <>{value}</>;
  if (field.kind === 'photo') return <Avatar src={value} alt={`${which} profile photo`} variant="rounded" sx={{ width: 96, height: 96 }} />;
  return (
    <Link href={value} target="_blank" rel="noopener">
      {which} {field.label.toLowerCase()}
    </Link>
  );
}

export function PendingChange({ counsellorId, change }: { counsellorId: string; change: CounsellorChangeView }) {
  const review = useReviewChange();
  const [rejecting, setRejecting] = useState(false);
  return (
    <Stack spacing={2} component="section" aria-labelledby="pending-change-title">
      <Typography variant="h6" component="h3" id="pending-change-title">
        Change waiting for review
      </Typography>
      <Alert severity="info">Sent on {formatDate(change.requestedAt)}. The public profile shows the current details until you approve.</Alert>
      <Table size="small" aria-label="Pending change, current beside new">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Current</TableCell>
            <TableCell>New</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {change.fields.map((field) => (
            <TableRow key={field.field}>
              <TableCell component="th" scope="row">
                {field.label}
              </TableCell>
              <TableCell>
                <Value field={field} value={field.old} which="Current" />
              </TableCell>
              <TableCell>
                <Value field={field} value={field.new} which="New" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" disabled={review.isPending} onClick={() => review.mutate({ id: counsellorId, decision: { approve: true } })}>
          Approve change
        </Button>
        <Button variant="outlined" color="error" disabled={review.isPending} onClick={() => setRejecting(true)}>
          Reject change
        </Button>
      </Stack>
      <ReasonDialog
        open={rejecting}
        title="Reject this change?"
        text="The public profile keeps the current details, and the new photo and documents are deleted."
        confirm="Reject change"
        required
        helperText="The counsellor receives it by e-mail."
        loading={review.isPending}
        onConfirm={(reason) => review.mutate({ id: counsellorId, decision: { approve: false, reason } }, { onSettled: () => setRejecting(false) })}
        onClose={() => setRejecting(false)}
      />
    </Stack>
  );
}
