// Delete User behind a confirmation (dashboards §5), then the lists and the overview's figures refetch (§4).
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRedirect } from 'react-admin';
import { failureMessage } from '../../adminHttp';
import type { UserRecord } from './userRecord';

export function DeleteUserButton({ user, backToList = false }: { user: UserRecord; backToList?: boolean }) {
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<UserRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const remove = () =>
    deleteOne(
      'users',
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('User deleted', { type: 'success' });
          if (backToList) redirect('list', 'users');
          return queryClient.invalidateQueries();
        },
        onError: (error) => {
          setOpen(false);
          notify(`Failed to delete user: ${failureMessage(error)}`, { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setOpen(true)} disabled={isPending}>
        Delete User
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete ${user.name}?`}
        content="The account and its personal data are erased, and the student's upcoming sessions are cancelled. This action cannot be undone."
        confirm="Delete User"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
