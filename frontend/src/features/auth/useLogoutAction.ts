// Logging out from the navbar or a dashboard: the session ends, a toast says so (public-area §8 'Logged out', dashboards
// §8 'Logged out successfully'), and the visitor goes home; a failure says 'Logout failed' and why.
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useToast } from '../../lib/toastContext';
import { useLogout } from './api/logout';

export function useLogoutAction(successTitle: 'Logged out' | 'Logged out successfully') {
  const mutation = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const logout = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(successTitle);
        void navigate(paths.home);
      },
      onError: () => toast.error('Logout failed', 'There was an error logging you out'),
    });
  return { logout, pending: mutation.isPending };
}
