// Logging out from the navbar or a dashboard: the session ends, a toast says so (public-area §8 'Logged out', dashboards
// §8 'Logged out successfully', in the page's language), and the visitor goes home, in the page's language; a failure
// says 'Logout failed' and why.
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { linkIn } from '../../lib/i18n/hindiPages';
import { useLanguage } from '../../lib/i18n/useLanguage';
import { useToast } from '../../lib/toastContext';
import { useLogout } from './api/logout';

export interface LogoutWords {
  done: string;
  failed: string;
  failedText: string;
}

export function useLogoutAction(words: LogoutWords) {
  const mutation = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const language = useLanguage();
  const logout = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(words.done);
        void navigate(linkIn(language, paths.home));
      },
      onError: () => toast.error(words.failed, words.failedText),
    });
  return { logout, pending: mutation.isPending };
}
