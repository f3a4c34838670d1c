// What the auth toasts say when a call fails (public-area §8), in the dialog's language (issue 33): the server's own
// message when it gave one (in the reader's language already), else the dialog's words.
import { USER_EXISTS_ERROR } from '@margdarshak/contracts/api/accounts';
import { ApiError, isUnreadableError, serverErrorOf } from '../../lib/apiClient';

export interface FailureWords {
  unexpected: string;
  unreadable: string;
  emailInUse: string;
  sendResetFailed: string;
  /** The server's duplicate e-mail message as this reader gets it. */
  userExists: string;
}

export const englishFailureWords: FailureWords = {
  unexpected: 'An unexpected error occurred',
  unreadable: 'Server response was invalid. Please try again.',
  emailInUse: 'Email may already be in use. Please try with a different email.',
  sendResetFailed: 'Failed to send reset email',
  userExists: USER_EXISTS_ERROR,
};

export function loginFailure(error: unknown, words = englishFailureWords): string {
  return serverErrorOf(error) ?? words.unexpected;
}

export function registrationFailure(error: unknown, words = englishFailureWords): string {
  const message = serverErrorOf(error);
  if (message === USER_EXISTS_ERROR || message === words.userExists) return words.emailInUse;
  if (message) return message;
  if (isUnreadableError(error)) return words.unreadable;
  return words.unexpected;
}

export function forgotPasswordFailure(error: unknown, words = englishFailureWords): string {
  return serverErrorOf(error) ?? (error instanceof ApiError ? words.sendResetFailed : words.unexpected);
}

export function resetPasswordFailure(error: unknown, failed = 'Failed to reset password'): string {
  return serverErrorOf(error) ?? (error instanceof ApiError ? failed : englishFailureWords.unexpected);
}
