import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { failureMessage } from '../../adminHttp';
import type { PackageRecord } from './packageRecord';

/** Deletes after a confirmation that says it cannot be undone (dashboards §5), then notifies (dashboards §8). */
export function DeletePackageButton() {
  const record = useRecordContext<PackageRecord>();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<PackageRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;

  const openConfirm = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  const confirm = () =>
    deleteOne(
      'packages',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('Package deleted', { type: 'success' });
          redirect('list', 'packages');
        },
        onError: (error) => {
          setOpen(false);
          notify(`Failed to delete package: ${failureMessage(error)}`, { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button label="Delete" color="error" onClick={openConfirm} disabled={isPending}>
        <DeleteOutlineRounded />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete "${record.name}"?`}
        content="This action cannot be undone"
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
