// The counsellor's own meeting link for a session (Zoom, Google Meet, …): used instead of the default room once saved.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { roomLinkRequest } from '@margdarshak/contracts/api/rooms';
import { serverErrorOf } from '../../lib/apiClient';
import { useToast } from '../../lib/toastContext';
import { useRoomLink, useSetRoomLink } from './roomApi';

export function MeetingLinkForm({ bookingId }: { bookingId: string }) {
  const saved = useRoomLink(bookingId, true);
  const save = useSetRoomLink(bookingId);
  const toast = useToast();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const value = draft ?? saved.data?.url ?? '';

  const send = (url: string | null) =>
    save.mutate(url, {
      onSuccess: () => {
        setDraft(undefined);
        void saved.refetch();
        toast.success(url ? 'Meeting link saved' : 'Back to the default room');
      },
      onError: (error) => toast.error('Could not save the meeting link', serverErrorOf(error) ?? 'Please try again.'),
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = roomLinkRequest.safeParse({ url: value });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    send(parsed.data.url);
  };

  return (
    <Stack component="form" onSubmit={onSubmit} spacing={1} sx={{ mt: 3 }} noValidate>
      <Typography variant="subtitle2" component="h3">
        Your own meeting link (optional)
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Leave it empty to meet in the session’s private Jitsi Meet room.
      </Typography>
      <TextField
        label="Meeting link"
        size="small"
        type="url"
        placeholder="https://"
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" disabled={save.isPending || value.trim() === ''}>
          Save link
        </Button>
        {saved.data?.url && (
          <Button onClick={() => send(null)} disabled={save.isPending}>
            Use the default room
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
