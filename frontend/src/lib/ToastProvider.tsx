import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ToastContext, type ToastApi, type ToastInput } from './toastContext';

const AUTO_HIDE_MS = 5000;

interface ShownToast extends ToastInput {
  id: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((input: ToastInput) => {
    setToast((previous) => ({ ...input, id: (previous?.id ?? 0) + 1 }));
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (title, description) => show({ title, description, variant: 'success' }),
      error: (title, description) => show({ title, description, variant: 'error' }),
    }),
    [show],
  );

  const close = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Mounted at the end of <body> when shown, so an open dialog (which hides the rest of the page from assistive
          technology) does not hide the toast too. */}
      <Portal>
        <Snackbar
          key={toast?.id}
          open={open && toast !== null}
          autoHideDuration={AUTO_HIDE_MS}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Alert onClose={close} severity={toast?.variant ?? 'info'} variant="filled" sx={{ minWidth: 280, maxWidth: 420 }}>
            <AlertTitle sx={{ mb: toast?.description ? 0.5 : 0 }}>{toast?.title}</AlertTitle>
            {toast?.description}
          </Alert>
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}
