// What the auth toasts say when a call fails (public-area §8).
import { USER_EXISTS_ERROR } from '@margdarshak/contracts/api/accounts';
import { ApiError, isUnreadableError, serverErrorOf } from '../../lib/apiClient';

const UNEXPECTED = 'An unexpected error occurred';

export function loginFailure(error: unknown): string {
  return serverErrorOf(error) ?? UNEXPECTED;
}

export function registrationFailure(error: unknown): string {
  const message = serverErrorOf(error);
  if (message === USER_EXISTS_ERROR) return 'Email may already be in use. Please try with a different email.';
  if (message) return message;
  if (isUnreadableError(error)) return 'Server response was invalid. Please try again.';
  return UNEXPECTED;
}

export function forgotPasswordFailure(error: unknown): string {
  return serverErrorOf(error) ?? (error instanceof ApiError ? 'Failed to send reset email' : UNEXPECTED);
}

export function resetPasswordFailure(error: unknown): string {
  return serverErrorOf(error) ?? (error instanceof ApiError ? 'Failed to reset password' : UNEXPECTED);
}
