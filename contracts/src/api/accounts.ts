// Sign-in and registration: request and response shapes shared by the API and the browser (public-area §5, §7).
import { z } from 'zod';

import { dateOfBirthSchema } from '../family/age';
import { accountLanguages, roles } from './shapes';

export { accountLanguages, roles, userShape as userResponse, type AccountLanguage, type User } from './shapes';
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const MIN_PASSWORD_LENGTH = 6;
/** Longest password accepted: argon2 cost grows with input, so the edge refuses absurd lengths. */
export const MAX_PASSWORD_LENGTH = 200;

export const INVALID_EMAIL = 'Please enter a valid email';
export const emailSchema = z.string(INVALID_EMAIL).trim().toLowerCase().pipe(z.email(INVALID_EMAIL).max(254, INVALID_EMAIL));
export const passwordSchema = z
  .string('Password must be at least 6 characters')
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const PASSWORD_ONLY_SPACES = 'Password cannot be only spaces';
/**
 * A password being chosen (sign-up, registration, reset): the sign-in rules, and more than whitespace. Sign-in keeps
 * the plain rules, so no existing password is refused there. The server also refuses the most common passwords.
 */
export const newPasswordSchema = passwordSchema.refine((password) => /\S/u.test(password), PASSWORD_ONLY_SPACES);

export const loginRequest = z.object({
  email: emailSchema,
  password: passwordSchema,
  rememberMe: z.boolean('Remember me must be true or false').optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * Self-registration offers only student and counsellor. A student may give their date of birth, and under 18 a
 * parent's e-mail (checked on the server against today's date); without them they are asked at first sign-in.
 */
export const NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const STUDENT_NAME_REQUIRED = 'Please enter your name';
/** A person's name as they give it: 2 to 100 characters after trimming. */
export const personName = z.string(NAME_TOO_SHORT).trim().min(2, NAME_TOO_SHORT).max(100, 'At most 100 characters');

export const registerRequest = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  role: z.enum(['student', 'counsellor'], 'Role must be student or counsellor'),
  /**
   * A student's name (issue 30): the consent mail and page call them by it. The sign-up form always asks it; the server
   * requires it of a student under 18 (their parent is mailed at once), and keeps the spec's {email, password, role}
   * working for everyone else (docs/decisions/0105). A counsellor gives theirs in the profile.
   */
  name: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), personName.optional()),
  dateOfBirth: dateOfBirthSchema.optional(),
  parentEmail: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), emailSchema.optional()),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** The sign-up dialogs' form (student and simple counsellor). */
export const signUpForm = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string('Confirm password is required').min(MIN_PASSWORD_LENGTH, 'Confirm password is required'),
    terms: z.literal(true, 'You must agree to the terms and conditions'),
  })
  .refine((form) => form.password === form.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type SignUpForm = z.input<typeof signUpForm>;

export const forgotPasswordRequest = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  token: z.string('This reset link is not valid').min(20, 'This reset link is not valid').max(200, 'This reset link is not valid'),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const ACCOUNT_LANGUAGE_MESSAGE = 'Language must be en or hi';
/** PUT /api/user/language and PUT /api/me/language (signed in, the session's own account): answers `{ language }`. */
export const accountLanguageRequest = z.object({ language: z.enum(accountLanguages, ACCOUNT_LANGUAGE_MESSAGE) });
export type AccountLanguageRequest = z.infer<typeof accountLanguageRequest>;
export { accountLanguagePath, meLanguagePath } from './userPaths';

/** Sign-in refused: the same words whether the address has no account or the password is wrong. */
export const INVALID_LOGIN = 'Invalid email or password';
/** Sign-in refused for a while after too many failures; `wait` is '30 seconds', '1 minute', '5 minutes'… */
export const tooManySignInAttempts = (wait: string) => `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
export const COMMON_PASSWORD = 'This password is too common and easy to guess. Please choose another.';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
export const REGISTRATION_ABANDONED = 'Your sign-up took too long to complete. Please try again.';
export const LOGGED_OUT = 'Logged out';
export const PASSWORD_UPDATED = 'Password updated. Please sign in with your new password.';

/** Answered by forgot-password whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, a reset link is on its way. It is valid for 1 hour.';
export const USER_EXISTS_ERROR = 'User with this email already exists';

/** dashboards §3: a student with no profile name is called by their e-mail's local part. */
export const nameFromEmail = (email: string) => email.split('@')[0] ?? '';
