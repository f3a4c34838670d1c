// What a toast looks like: a filled alert in a snackbar, bottom right, hiding after 5 seconds. Loaded with the first
// toast, so pages that never show one do not carry it.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import type { ToastInput } from './toastContext';

const AUTO_HIDE_MS = 5000;

export interface ShownToast extends ToastInput {
  id: number;
}

export default function ToastView({ toast, open, onClose }: { toast: ShownToast; open: boolean; onClose(): void }) {
  const close = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    // Mounted at the end of <body>, so an open dialog (which hides the rest of the page from assistive technology)
    // does not hide the toast too.
    <Portal>
      <Snackbar key={toast.id} open={open} autoHideDuration={AUTO_HIDE_MS} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <Alert onClose={close} severity={toast.variant ?? 'info'} variant="filled" sx={{ minWidth: 280, maxWidth: 420 }}>
          <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
