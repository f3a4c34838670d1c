// The dashboards' own Logout (dashboards §2, §8): 'Logged out successfully', or 'Logout failed' and why. The student's and
// the counsellor's dashboards both carry it.
import Button from '@mui/material/Button';
import { useLogoutAction } from '../useLogoutAction';

// The dashboards are in English so far (issue 33 brings the family's into Hindi later).
const words = { done: 'Logged out successfully', failed: 'Logout failed', failedText: 'There was an error logging you out' };

export function LogoutButton() {
  const { logout, pending } = useLogoutAction(words);
  return (
    <Button variant="outlined" color="inherit" onClick={logout} disabled={pending}>
      {pending ? 'Logging out…' : 'Logout'}
    </Button>
  );
}
