// What a toast looks like: a filled alert in a snackbar, bottom right, hiding after 5 seconds (dashboards §9). F8 moves
// the keyboard's focus to it (useF8Focus), and a swipe of 50 px or more puts it away (SwipeAway); a toast held in focus
// or under a finger stays until let go. Loaded with the first toast, so pages that never show one do not carry it.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useRef, useState, type SyntheticEvent } from 'react';
import { SwipeAway } from './SwipeAway';
import type { ToastInput } from './toastContext';
import { useF8Focus } from './useF8Focus';

const AUTO_HIDE_MS = 5000;

export interface ShownToast extends ToastInput {
  id: number;
}

/** One toast from its arrival to its exit: what holds it (focus, a finger) belongs to it alone. */
function ToastSnackbar({ toast, open, onClose }: { toast: ShownToast; open: boolean; onClose(): void }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const { restoreFocus } = useF8Focus(viewport);
  const dismiss = () => {
    restoreFocus();
    onClose();
  };
  const close = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') dismiss();
  };
  return (
    <Snackbar open={open} autoHideDuration={focused || dragging ? null : AUTO_HIDE_MS} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Box
        ref={viewport}
        role="region"
        aria-label="Notifications (F8)"
        tabIndex={-1}
        onFocus={() => setFocused(true)}
        onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
        sx={{ borderRadius: 1, outline: 'none', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        <SwipeAway onSwiped={dismiss} onDragging={setDragging}>
          <Alert onClose={close} severity={toast.variant ?? 'info'} variant="filled" sx={{ minWidth: 280, maxWidth: 420 }}>
            <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
            {toast.description}
          </Alert>
        </SwipeAway>
      </Box>
    </Snackbar>
  );
}

export default function ToastView({ toast, open, onClose }: { toast: ShownToast; open: boolean; onClose(): void }) {
  return (
    // Mounted at the end of <body>, so an open dialog (which hides the rest of the page from assistive technology)
    // does not hide the toast too.
    <Portal>
      <ToastSnackbar key={toast.id} toast={toast} open={open} onClose={onClose} />
    </Portal>
  );
}
