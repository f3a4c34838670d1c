// 'Add New Package' (dashboards §2): the package form in a dialog over the cards, not a page of its own.
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { CreateBase, useNotify, useRefresh } from 'react-admin';
import { failureMessage } from '../../adminHttp';
import { PackageForm } from './PackageForm';
import { toPackageInput } from './packageRecord';

export function PackageCreateDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Add New Package</DialogTitle>
      {/* The dialog unmounts its content when closed: each opening starts from an empty form. */}
      <DialogContent sx={{ px: 0, pb: 0 }}>
        <CreateBase
          resource="packages"
          redirect={false}
          transform={toPackageInput}
          mutationOptions={{
            onSuccess: () => {
              notify('Package added', { type: 'success' });
              onClose();
              refresh();
            },
            onError: (error) => notify(`Failed to add package: ${failureMessage(error)}`, { type: 'error' }),
          }}
        >
          <PackageForm mode="create" onCancel={onClose} />
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
}
