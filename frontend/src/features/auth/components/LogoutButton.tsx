// The dashboards' own Logout (dashboards §2, §8): 'Logged out successfully', or 'Logout failed' and why. The student's and
// the counsellor's dashboards both carry it.
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useToast } from '../../../lib/toastContext';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const click = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logged out successfully');
        void navigate(paths.home);
      },
      onError: () => toast.error('Logout failed', 'There was an error logging you out'),
    });
  return (
    <Button variant="outlined" color="inherit" onClick={click} disabled={logout.isPending}>
      {logout.isPending ? 'Logging out…' : 'Logout'}
    </Button>
  );
}
