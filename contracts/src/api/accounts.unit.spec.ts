import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRequest, newPasswordSchema, PASSWORD_ONLY_SPACES, signUpForm } from './accounts';

// What JavaScript's \s calls white space, from the everyday to the exotic.
const space = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff');
const onlySpaces = fc.string({ unit: space, minLength: 6, maxLength: 60 });
const withSomethingElse = fc
  .tuple(fc.string({ unit: space, maxLength: 20 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), fc.string({ unit: space, maxLength: 20 }))
  .map((parts) => parts.join(''))
  // zod counts the minimum in code points ('𐀀' is one character, two UTF-16 units).
  .filter((password) => /\S/u.test(password) && [...password].length >= 6 && password.length <= 200);

describe('a password being chosen', () => {
  it('is refused when it is only white space, with its own message on the password field', () => {
    fc.assert(
      fc.property(onlySpaces, (password) => {
        const result = newPasswordSchema.safeParse(password);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_ONLY_SPACES]);
        const form = signUpForm.safeParse({ email: 'a@b.in', password, confirmPassword: password, terms: true });
        expect(form.error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: PASSWORD_ONLY_SPACES })]);
      }),
    );
  });

  it('passes the shared rules whenever it has 6 to 200 characters and one is not white space', () => {
    fc.assert(
      fc.property(withSomethingElse, (password) => {
        expect(newPasswordSchema.safeParse(password).success).toBe(true);
      }),
    );
  });

  it('keeps the spec’s minimum and message', () => {
    expect(newPasswordSchema.safeParse('abcde').error?.issues[0]?.message).toBe('Password must be at least 6 characters');
  });

  it('is not asked of a password at sign-in, so no existing password is refused there', () => {
    fc.assert(
      fc.property(onlySpaces, (password) => {
        expect(loginRequest.safeParse({ email: 'a@b.in', password }).success).toBe(true);
      }),
    );
  });
});
