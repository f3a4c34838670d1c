import { useCurrentUser, useAuthDialogs, dashboardPathFor, useLogoutAction } from '../../features/auth';
import { paths } from '../../config/paths';

/** What the navbar needs to know and do about the session. */
export function useNavbarSession() {
  const { data: user } = useCurrentUser();
  const { logout, pending } = useLogoutAction('Logged out');
  const dialogs = useAuthDialogs();

  return {
    signedIn: Boolean(user),
    dashboardPath: user ? dashboardPathFor(user.role) : paths.home,
    loggingOut: pending,
    logout,
    openLogin: () => dialogs.open('login'),
    openCounsellorSignUp: () => dialogs.open('counsellorSignUp'),
  };
}
