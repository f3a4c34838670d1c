import { useCurrentUser, useAuthDialogs, dashboardPathFor, useLogoutAction, useSaveAccountLanguage } from '../../features/auth';
import type { Language } from '../../lib/i18n/language';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/useLanguage';
import { shellMessages } from './messages';

/** What the navbar needs to know and do about the session. */
export function useNavbarSession() {
  const { data: user } = useCurrentUser();
  const t = useT(shellMessages);
  const { logout, pending } = useLogoutAction({ done: t('logout.done'), failed: t('logout.failed'), failedText: t('logout.failedText') });
  const dialogs = useAuthDialogs();
  const { mutate: saveLanguage } = useSaveAccountLanguage();

  return {
    signedIn: Boolean(user),
    dashboardPath: user ? dashboardPathFor(user.role) : paths.home,
    loggingOut: pending,
    logout,
    openLogin: () => dialogs.open('login'),
    openCounsellorSignUp: () => dialogs.open('counsellorSignUp'),
    /** A language chosen with the switch is saved on the account too (a failed save is not shown: the address holds it). */
    chooseLanguage: (language: Language) => {
      if (user) saveLanguage(language, { onError: () => undefined });
    },
  };
}
