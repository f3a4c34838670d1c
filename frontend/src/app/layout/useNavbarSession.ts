import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/api/getCurrentUser';
import { useLogout } from '../../features/auth/api/logout';
import { useAuthDialogs } from '../../features/auth/components/authDialogsContext';
import { dashboardPathFor } from '../../features/auth/postLoginTarget';
import { useToast } from '../../lib/toastContext';
import { paths } from '../paths';

/** What the navbar needs to know and do about the session. */
export function useNavbarSession() {
  const { data: user } = useCurrentUser();
  const logoutMutation = useLogout();
  const dialogs = useAuthDialogs();
  const toast = useToast();
  const navigate = useNavigate();

  const logout = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logged out');
        navigate(paths.home);
      },
      onError: () => toast.error('Logout failed', 'There was an error logging you out'),
    });

  return {
    signedIn: Boolean(user),
    dashboardPath: user ? dashboardPathFor(user.role) : paths.home,
    loggingOut: logoutMutation.isPending,
    logout,
    openLogin: () => dialogs.open('login'),
    openCounsellorSignUp: () => dialogs.open('counsellorSignUp'),
  };
}
