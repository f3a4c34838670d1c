import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD } from '@margdarshak/contracts/api/accounts';
import { isCommonPassword, registerInput } from './newPassword';

const mostCommon = dictionary['passwords-common'].slice(0, 1000).filter((password) => password.length >= 6);
const anyCase = (password: string) =>
  fc.array(fc.boolean(), { minLength: password.length, maxLength: password.length }).map((upper) => [...password].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

describe('the most common passwords', () => {
  it('are refused whatever their case, on the password field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...mostCommon).chain(anyCase), (password) => {
        expect(isCommonPassword(password)).toBe(true);
        const result = registerInput.safeParse({ email: 'a@b.in', password, role: 'student' });
        expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: COMMON_PASSWORD })]);
      }),
    );
  });

  it('leave alone the passwords our seeds, demos, tests and benches choose', () => {
    // seeds/src/demoCounsellors.ts, the README's demo admin, backend/src/testing/testApp.ts, frontend/e2e/, bench/.
    const ours = [
      'counsellor-demo',
      'margdarshak-demo',
      'admin-password-1',
      'secret-123',
      'new-secret-1',
      'another-secret',
      'chai-and-maths-42',
      'old-password-1',
      'new-password-2',
      'student-secret-1',
      'ssr-secret-1',
      'kavya-secret-1',
      'bench-secret-1',
    ];
    expect(ours.filter(isCommonPassword)).toEqual([]);
  });
});
