// The dashboards' own Logout (dashboards §2, §8): 'Logged out successfully', or 'Logout failed' and why. The student's and
// the counsellor's dashboards both carry it.
import Button from '@mui/material/Button';
import { useLogoutAction } from '../useLogoutAction';

export function LogoutButton() {
  const { logout, pending } = useLogoutAction('Logged out successfully');
  return (
    <Button variant="outlined" color="inherit" onClick={logout} disabled={pending}>
      {pending ? 'Logging out…' : 'Logout'}
    </Button>
  );
}
