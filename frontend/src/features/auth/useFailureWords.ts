// The auth failure words in the dialog's language (issue 33). Apart from authMessages.ts, which the shell's bundle may
// reach through the feature's index: the catalogue loads with the dialogs alone.
import { USER_EXISTS_ERROR } from '@margdarshak/contracts/api/accounts';
import { useApiMessages } from '../../lib/i18n/apiMessages';
import { useT } from '../../lib/i18n/useLanguage';
import type { FailureWords } from './authMessages';
import { authDialogMessages } from './messages';

/** The failure words in the page's language (suspends while a Hindi page's API messages load). */
export function useFailureWords(): FailureWords {
  const t = useT(authDialogMessages);
  const say = useApiMessages();
  return { unexpected: t('failure.unexpected'), unreadable: t('failure.unreadable'), emailInUse: t('signUp.emailInUse'), sendResetFailed: t('reset.failedText'), userExists: say(USER_EXISTS_ERROR) };
}
