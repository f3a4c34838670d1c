// The counsellor's private notes on a session: saved on request, never shown to the student or admins; read-only once
// the record has closed (`closed`, 7 days after the session).
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SESSION_NOTES_MAX, sessionNotesRequest } from '@margdarshak/contracts/api/counsellorWorkspace';
import { DashboardSection } from '../../../components/DashboardSection';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useSaveSessionNotes } from '../api/saveSessionNotes';

export function PrivateNotesCard({ bookingId, saved, closed = false }: { bookingId: string; saved: string; closed?: boolean }) {
  const [notes, setNotes] = useState(saved);
  const save = useSaveSessionNotes(bookingId);
  const toast = useToast();
  const problem = sessionNotesRequest.safeParse({ notes }).error?.issues[0]?.message;
  const submit = () =>
    save.mutate(notes, {
      onSuccess: () => toast.success('Notes saved', 'Only you can see them.'),
      onError: (error) => toast.error('Could not save your notes', fieldIssuesOf(error).notes ?? serverErrorOf(error) ?? 'Please try again.'),
    });
  return (
    <DashboardSection title="Private notes">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <LockOutlined fontSize="small" color="action" aria-hidden />
        <Typography id={`private-${bookingId}`} sx={{ fontWeight: 600 }}>
          Private: only you see these
        </Typography>
      </Stack>
      <TextField
        label="Your notes"
        multiline
        minRows={4}
        fullWidth
        disabled={closed}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? `${notes.length.toLocaleString('en-IN')} / ${SESSION_NOTES_MAX.toLocaleString('en-IN')}`}
        slotProps={{ htmlInput: { 'aria-describedby': `private-${bookingId}` } }}
      />
      <Button variant="contained" sx={{ mt: 1.5 }} onClick={submit} disabled={closed || save.isPending || Boolean(problem) || notes === saved}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </DashboardSection>
  );
}
