// A parent's buttons for a linked child's data: download everything held about the child, or delete the child's
// account; each behind the parent's own password (the dialog the student's profile uses).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ParentChild } from '@margdarshak/contracts/api/family';
import { PasswordConfirmDialog } from '../../../components/PasswordConfirmDialog';
import { useToast } from '../../../lib/toastContext';
import { useDeleteChildAccount } from '../api/deleteChildAccount';
import { useExportChildData } from '../api/exportChildData';
import { firstWordOf } from '@margdarshak/contracts/names';

export const firstNameOf = (name: string) => firstWordOf(name) ?? name;

export function ChildDataActions({ child }: { child: ParentChild }) {
  const [open, setOpen] = useState<'export' | 'delete' | null>(null);
  const exportData = useExportChildData(child.id);
  const deleteAccount = useDeleteChildAccount(child.id);
  const toast = useToast();
  const name = firstNameOf(child.name);
  const close = () => setOpen(null);

  const download = async (password: string) => {
    await exportData.mutateAsync(password);
    close();
    toast.success(`${name}’s data is downloaded`, 'Keep the file somewhere safe: it holds your child’s personal details.');
  };
  const remove = async (password: string) => {
    const { message } = await deleteAccount.mutateAsync(password);
    close();
    toast.success('Account deleted', message);
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" size="small" onClick={() => setOpen('export')}>
          Download {name}’s data
        </Button>
        <Button variant="outlined" size="small" color="error" onClick={() => setOpen('delete')}>
          Delete {name}’s account
        </Button>
      </Stack>
      {open === 'export' && (
        <PasswordConfirmDialog title={`Download ${name}’s data`} confirmLabel="Download" pending={exportData.isPending} onConfirm={download} onClose={close}>
          <DialogContentText>
            You get one file (JSON) with everything Margdarshak keeps about {name}: their account, profile, date of birth, sessions with payments and refunds, tests and released results, links to
            reports, the counsellor’s messages (not {name}’s own, which stay between them) and the consent record. Confirm with your own password.
          </DialogContentText>
        </PasswordConfirmDialog>
      )}
      {open === 'delete' && (
        <PasswordConfirmDialog title={`Delete ${name}’s account?`} confirmLabel={`Delete ${name}’s account`} danger pending={deleteAccount.isPending} onConfirm={remove} onClose={close}>
          <Alert severity="warning" sx={{ mb: 2 }}>
            This cannot be undone.
          </Alert>
          <DialogContentText>
            {name}’s profile, test answers and results, reports and everything the counsellor shared are deleted for good, and {name} is signed out on every device. Sessions still to come are
            cancelled and paid ones refunded in full. We mail you a confirmation, and {name} too. If you want a copy, download the data first. Your own parent account stays open.
          </DialogContentText>
        </PasswordConfirmDialog>
      )}
    </>
  );
}
