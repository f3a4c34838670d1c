// What the server asks of a password being chosen (registration, reset): the shared rules from the contracts, and not
// one of the most common passwords. The list (zxcvbn-ts's, about 49,000 passwords ranked by how often they turn up in
// leaks) stays on the server, so the browser never downloads it.
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD, newPasswordSchema, registerRequest, resetPasswordRequest } from '@margdarshak/contracts/api/accounts';

const commonPasswords = new Set(dictionary['passwords-common']);

/** The list is lower-case: 'Password1' is as easy to guess as 'password1'. */
export const isCommonPassword = (password: string) => commonPasswords.has(password.trim().toLowerCase());

const chosenPassword = newPasswordSchema.refine((password) => !isCommonPassword(password), COMMON_PASSWORD);

export const registerInput = registerRequest.extend({ password: chosenPassword });
export const resetPasswordInput = resetPasswordRequest.extend({ password: chosenPassword });
