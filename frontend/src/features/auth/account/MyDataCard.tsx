// The profile page's 'Your data' card (issue 20; counsellors too since issue 30): download everything Margdarshak holds
// about you as a file, or delete the account, each behind the password typed again, in words for the kind of account
// (myDataWording.ts). A deleted account is signed out and sent home with a toast.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useToast } from '../../../lib/toastContext';
import { useDeleteMyAccount } from '../api/deleteMyAccount';
import { useExportMyData } from '../api/exportMyData';
import { PasswordConfirmDialog } from '../../../components/PasswordConfirmDialog';
import { myDataWording, type MyDataRole } from './myDataWording';

export function MyDataCard({ role }: { role: MyDataRole }) {
  const wording = myDataWording[role];
  const [open, setOpen] = useState<'export' | 'delete' | null>(null);
  const exportData = useExportMyData();
  const deleteAccount = useDeleteMyAccount();
  const toast = useToast();
  const navigate = useNavigate();
  const close = () => setOpen(null);

  const download = async (password: string) => {
    await exportData.mutateAsync(password);
    close();
    toast.success('Your data is downloaded', 'Keep the file somewhere safe: it holds your personal details.');
  };
  const remove = async (password: string) => {
    const { message } = await deleteAccount.mutateAsync(password);
    toast.success('Account deleted', message);
    void navigate(paths.home);
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Your data
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {wording.intro}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" onClick={() => setOpen('export')}>
            Download my data
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('delete')}>
            Delete my account
          </Button>
        </Stack>
      </CardContent>
      {open === 'export' && (
        <PasswordConfirmDialog title="Download my data" confirmLabel="Download" pending={exportData.isPending} onConfirm={download} onClose={close}>
          <DialogContentText>{wording.exportText}</DialogContentText>
        </PasswordConfirmDialog>
      )}
      {open === 'delete' && (
        <PasswordConfirmDialog title="Delete my account?" confirmLabel="Delete my account" danger pending={deleteAccount.isPending} onConfirm={remove} onClose={close}>
          <Alert severity="warning" sx={{ mb: 2 }}>
            This cannot be undone.
          </Alert>
          <DialogContentText>{wording.deleteText}</DialogContentText>
        </PasswordConfirmDialog>
      )}
    </Card>
  );
}
