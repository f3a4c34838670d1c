// The session's summary, shared with the student: it becomes their booking's sessionSummary. Read-only once the record
// has closed (`closed`, 7 days after the session).
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SESSION_SUMMARY_MAX, sessionSummaryRequest } from '@margdarshak/contracts/api/counsellorWorkspace';
import { DashboardSection } from '../../../components/DashboardSection';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useSaveSessionSummary } from '../api/saveSessionSummary';

export function SessionSummaryCard({ bookingId, shared, closed = false }: { bookingId: string; shared: string | null; closed?: boolean }) {
  const [summary, setSummary] = useState(shared ?? '');
  const save = useSaveSessionSummary(bookingId);
  const toast = useToast();
  const problem = sessionSummaryRequest.safeParse({ summary }).error?.issues[0]?.message;
  const submit = () =>
    save.mutate(summary, {
      onSuccess: () => toast.success('Summary shared with the student'),
      onError: (error) => toast.error('Could not share the summary', fieldIssuesOf(error).summary ?? serverErrorOf(error) ?? 'Please try again.'),
    });
  return (
    <DashboardSection title="Session summary">
      <Typography color="textSecondary" sx={{ mb: 1.5 }}>
        The student and their family see this summary on their session.
      </Typography>
      <TextField
        label="Summary for the student"
        multiline
        minRows={4}
        fullWidth
        disabled={closed}
        value={summary}
        onChange={(event) => setSummary(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? `${summary.length.toLocaleString('en-IN')} / ${SESSION_SUMMARY_MAX.toLocaleString('en-IN')}`}
      />
      <Button variant="contained" sx={{ mt: 1.5 }} onClick={submit} disabled={closed || save.isPending || Boolean(problem) || summary === (shared ?? '')}>
        {save.isPending ? 'Sharing…' : 'Share with student'}
      </Button>
    </DashboardSection>
  );
}
