// The dashboards' own Logout (dashboards §2, §8): 'Logged out successfully', or 'Logout failed' and why, in the page's
// language. The student's, the parent's and the counsellor's dashboards carry it.
import Button from '@mui/material/Button';
import { useT } from '../../../lib/i18n/useLanguage';
import { useLogoutAction } from '../useLogoutAction';
import { logoutMessages } from './logout/messages';

export function LogoutButton() {
  const t = useT(logoutMessages);
  const { logout, pending } = useLogoutAction({ done: t('done'), failed: t('failed'), failedText: t('failedText') });
  return (
    <Button variant="outlined" color="inherit" onClick={logout} disabled={pending} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {pending ? t('pending') : t('button')}
    </Button>
  );
}
