// A student's parental consent on their page in the back office (issue 27): where it stands, the parent on record, and a
// change of parent the student asked for, with Confirm change of parent (a reason required) for when the parent who
// consented cannot confirm it themself. The dialog closes only once the change is confirmed (a refusal keeps the typed
// reason), and focus then moves to the notice that says so.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { PARENT_CHANGE_REASON_MAX, type AdminStudentConsent } from '@margdarshak/contracts/api/family';
import { formatDate } from '../../../lib/format';
import { DetailField } from '../../components/DetailField';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useConfirmParentChange, useStudentConsent } from './api/studentConsent';

const statusLabels: Record<AdminStudentConsent['status'], string> = {
  age_needed: 'No date of birth yet',
  not_needed: '18 or over: no consent needed',
  awaiting: 'Waiting for a parent’s consent',
  given: 'Given',
  withdrawn: 'Withdrawn by the parent',
  refused: 'Refused',
};

export function ConsentSection({ studentId }: { studentId: string }) {
  const { data: consent, isPending, error } = useStudentConsent(studentId);
  const confirm = useConfirmParentChange(studentId);
  const [confirming, setConfirming] = useState(false);
  const [confirmedHere, setConfirmedHere] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const change = consent?.parentChange;
  const confirmed = change?.confirmed === true;
  useEffect(() => {
    if (confirmedHere && confirmed && !confirming) outcome.current?.focus();
  }, [confirmedHere, confirmed, confirming]);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="student-consent-title">
      <Typography variant="h6" component="h3" id="student-consent-title">
        Parental consent
      </Typography>
      {isPending && <Skeleton variant="rounded" height={60} />}
      {error && <Alert severity="error">Could not load the student's consent.</Alert>}
      {consent && (
        <Grid container spacing={2}>
          <DetailField label="Consent">{statusLabels[consent.status]}</DetailField>
          <DetailField label="Parent who consented">{consent.parentEmail ?? '—'}</DetailField>
        </Grid>
      )}
      {change && (
        <Alert ref={outcome} tabIndex={change.confirmed ? -1 : undefined} severity={change.confirmed ? 'info' : 'warning'} sx={{ overflowWrap: 'anywhere' }}>
          {change.confirmed
            ? `Change of parent confirmed: the request went to ${change.parentEmail}.`
            : `On ${formatDate(change.requestedAt)} the student asked that ${change.parentEmail} give consent instead of the parent who did. It waits for that parent's confirmation.`}
          {!change.confirmed && (
            <Button variant="outlined" color="inherit" size="small" sx={{ display: 'flex', mt: 1.5 }} disabled={confirm.isPending} onClick={() => setConfirming(true)}>
              Confirm change of parent
            </Button>
          )}
        </Alert>
      )}
      <ReasonDialog
        open={confirming}
        title="Confirm the change of parent?"
        text={`We send a consent request to ${change?.parentEmail ?? 'the new address'}. Once that person consents, they become the student's parent on Margdarshak in place of the parent who consented before. Do this only when that parent cannot confirm it themself, and you have checked with the family.`}
        confirm="Confirm change of parent"
        required
        helperText="Why you confirm it in the parent's place: it is kept with the student's consent record."
        maxLength={PARENT_CHANGE_REASON_MAX}
        loading={confirm.isPending}
        onConfirm={(reason) =>
          confirm.mutate(
            { requestedAt: change?.requestedAt ?? '', reason },
            {
              onSuccess: () => {
                setConfirmedHere(true);
                setConfirming(false);
              },
            },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
