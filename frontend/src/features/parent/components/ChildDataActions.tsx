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
import { OwnWords } from '../../../components/shared/OwnWords';
import { useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';

export const firstNameOf = (name: string) => firstWordOf(name) ?? name;

export function ChildDataActions({ child }: { child: ParentChild }) {
  const [open, setOpen] = useState<'export' | 'delete' | null>(null);
  const exportData = useExportChildData(child.id);
  const deleteAccount = useDeleteChildAccount(child.id);
  const toast = useToast();
  const t = useT(parentMessages);
  const name = firstNameOf(child.name);
  const close = () => setOpen(null);

  const download = async (password: string) => {
    await exportData.mutateAsync(password);
    close();
    toast.success(t('data.toast.downloaded', { name }), t('data.toast.downloadedText'));
  };
  const remove = async (password: string) => {
    const { message } = await deleteAccount.mutateAsync(password);
    close();
    toast.success(t('data.toast.deleted'), message);
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" size="small" onClick={() => setOpen('export')}>
          <OwnWords text={t('data.download', { name })} words={[name]} />
        </Button>
        <Button variant="outlined" size="small" color="error" onClick={() => setOpen('delete')}>
          <OwnWords text={t('data.delete', { name })} words={[name]} />
        </Button>
      </Stack>
      {open === 'export' && (
        <PasswordConfirmDialog title={t('data.download', { name })} confirmLabel={t('data.downloadConfirm')} pending={exportData.isPending} onConfirm={download} onClose={close}>
          <DialogContentText>
            <OwnWords text={t('data.downloadText', { name })} words={[name, 'JSON']} />
          </DialogContentText>
        </PasswordConfirmDialog>
      )}
      {open === 'delete' && (
        <PasswordConfirmDialog title={t('data.deleteTitle', { name })} confirmLabel={t('data.delete', { name })} danger pending={deleteAccount.isPending} onConfirm={remove} onClose={close}>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('data.deleteWarning')}
          </Alert>
          <DialogContentText>
            <OwnWords text={t('data.deleteText', { name })} words={[name]} />
          </DialogContentText>
        </PasswordConfirmDialog>
      )}
    </>
  );
}
