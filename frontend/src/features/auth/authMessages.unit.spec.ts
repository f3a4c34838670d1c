import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError } from '../../lib/apiClient';
import { forgotPasswordFailure, loginFailure, registrationFailure } from './authMessages';

const apiError = (status: number, body: unknown) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('auth failure texts', () => {
  it('login shows the server error, or a generic text when there is none', () => {
    expect(loginFailure(apiError(401, { error: 'Invalid email or password' }))).toBe('Invalid email or password');
    expect(loginFailure(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
  });

  it('registration rewrites the duplicate e-mail error', () => {
    expect(registrationFailure(apiError(409, { error: 'User with this email already exists' }))).toBe('Email may already be in use. Please try with a different email.');
    expect(registrationFailure(apiError(400, { error: 'Please enter a valid email', issues: [] }))).toBe('Please enter a valid email');
  });

  it('registration reports an unreadable answer as an invalid server response', () => {
    expect(registrationFailure(apiError(502, '<html>Bad gateway</html>'))).toBe('Server response was invalid. Please try again.');
    expect(registrationFailure(new InvalidResponseError(new Error('bad shape')))).toBe('Server response was invalid. Please try again.');
  });

  it('forgot password falls back to "Failed to send reset email" when the server gave no reason', () => {
    expect(forgotPasswordFailure(apiError(500, ''))).toBe('Failed to send reset email');
    expect(forgotPasswordFailure(apiError(429, { error: 'Too many requests' }))).toBe('Too many requests');
    expect(forgotPasswordFailure(new TypeError('offline'))).toBe('An unexpected error occurred');
  });
});
