// Approve and Reject (asking for a reason) on pending counsellors; a menu with View Details, Pause Services (or Resume) and Delete Counsellor.
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState, type MouseEvent } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { failureMessage } from '../../adminHttp';
import { allowedChanges, type CounsellorRecord, type StatusChange } from './counsellorRecord';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useCounsellorChange } from './useCounsellorChange';

type Confirming = 'reject' | 'pause' | 'delete' | null;

export function CounsellorActions() {
  const record = useRecordContext<CounsellorRecord>();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const change = useCounsellorChange();
  const [deleteOne, deletion] = useDelete<CounsellorRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;
  const allowed = allowedChanges(record.status);
  const who = record.name ?? record.email;

  const stop = (event: MouseEvent) => event.stopPropagation();
  const run = (next: StatusChange, reason?: string) => change.mutate({ id: record.id, change: next, ...(reason ? { reason } : {}) }, { onSettled: () => setConfirming(null) });
  const remove = () =>
    deleteOne(
      'counsellors',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(null);
          notify('User deleted', { type: 'success' });
          redirect('list', 'counsellors');
        },
        onError: (error) => {
          setConfirming(null);
          notify(`Failed to delete user: ${failureMessage(error)}`, { type: 'error' });
        },
      },
    );

  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }} onClick={stop}>
      {allowed.includes('approve') && (
        <Button size="small" variant="contained" color="success" disabled={change.isPending} onClick={() => run('approve')}>
          Approve
        </Button>
      )}
      {allowed.includes('reject') && (
        <Button size="small" variant="outlined" color="error" disabled={change.isPending} onClick={() => setConfirming('reject')}>
          Reject
        </Button>
      )}
      <IconButton aria-label={`More actions for ${who}`} onClick={(event) => setMenuAnchor(event.currentTarget)}>
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            redirect('show', 'counsellors', record.id);
          }}
        >
          View Details
        </MenuItem>
        {allowed.includes('pause') && (
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setConfirming('pause');
            }}
          >
            Pause Services
          </MenuItem>
        )}
        {allowed.includes('resume') && (
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              run('resume');
            }}
          >
            Resume Services
          </MenuItem>
        )}
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setMenuAnchor(null);
            setConfirming('delete');
          }}
        >
          Delete Counsellor
        </MenuItem>
      </Menu>
      <ReasonDialog
        open={confirming === 'reject'}
        title={`Reject ${who}?`}
        text="The counsellor is told by e-mail, with your reason if you give one, and may correct their profile and submit it again."
        confirm="Reject"
        required={false}
        helperText="The counsellor receives it by e-mail."
        loading={change.isPending}
        onConfirm={(reason) => run('reject', reason)}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'pause'}
        loading={change.isPending}
        title={`Pause services for ${who}?`}
        content="Students will still see the profile but cannot book until you resume the services."
        confirm="Pause Services"
        onConfirm={() => run('pause')}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'delete'}
        loading={deletion.isPending}
        title={`Delete ${who}?`}
        content="The account and its personal data are erased. This action cannot be undone."
        confirm="Delete Counsellor"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
