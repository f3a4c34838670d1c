// The profile page's 'Your data' card (issue 20; counsellors too since issue 30): download everything Margdarshak holds
// about you as a file, or delete the account, each behind the password typed again, in words for the kind of account
// (myDataWording.ts), in the page's language (messages/). A deleted account is signed out and sent home with a toast.
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
import { OwnWords } from '../../../components/shared/OwnWords';
import { useT } from '../../../lib/i18n/useLanguage';
import { myDataMessages } from './messages';
import { myDataWording, type MyDataRole } from './myDataWording';

/** Names kept in Latin letters inside the card's Hindi. */
const latinWords = ['Margdarshak', 'JSON'];

export function MyDataCard({ role }: { role: MyDataRole }) {
  const wording = myDataWording[role];
  const t = useT(myDataMessages);
  const [open, setOpen] = useState<'export' | 'delete' | null>(null);
  const exportData = useExportMyData();
  const deleteAccount = useDeleteMyAccount();
  const toast = useToast();
  const navigate = useNavigate();
  const close = () => setOpen(null);

  const download = async (password: string) => {
    await exportData.mutateAsync(password);
    close();
    toast.success(t('toast.downloaded'), t('toast.downloadedText'));
  };
  const remove = async (password: string) => {
    const { message } = await deleteAccount.mutateAsync(password);
    toast.success(t('toast.deleted'), message);
    void navigate(paths.home);
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          <OwnWords text={t(wording.intro)} words={latinWords} />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" onClick={() => setOpen('export')}>
            {t('download')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('delete')}>
            {t('delete')}
          </Button>
        </Stack>
      </CardContent>
      {open === 'export' && (
        <PasswordConfirmDialog title={t('export.title')} confirmLabel={t('export.confirm')} pending={exportData.isPending} onConfirm={download} onClose={close}>
          <DialogContentText>
            <OwnWords text={t(wording.exportText)} words={latinWords} />
          </DialogContentText>
        </PasswordConfirmDialog>
      )}
      {open === 'delete' && (
        <PasswordConfirmDialog title={t('delete.title')} confirmLabel={t('delete.confirm')} danger pending={deleteAccount.isPending} onConfirm={remove} onClose={close}>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('delete.warning')}
          </Alert>
          <DialogContentText>{t(wording.deleteText)}</DialogContentText>
        </PasswordConfirmDialog>
      )}
    </Card>
  );
}
