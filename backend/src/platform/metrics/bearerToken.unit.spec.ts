import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriesToken } from './bearerToken';

const tokenCharacters = fc.constantFrom(...'ABCXYZabcxyz0189-._~+/'.split(''));
const token = fc.string({ unit: tokenCharacters, minLength: 24, maxLength: 64 });

describe('carriesToken', () => {
  it('accepts exactly `Bearer <the token>` (the scheme in any case)', () => {
    fc.assert(fc.property(token, fc.constantFrom('Bearer', 'bearer', 'BEARER'), (configured, scheme) => carriesToken(`${scheme} ${configured}`, configured)));
  });

  it('refuses any other token, however close', () => {
    fc.assert(fc.property(token, fc.string({ maxLength: 80 }), (configured, given) => given === configured || !carriesToken(`Bearer ${given}`, configured)));
    fc.assert(fc.property(token, tokenCharacters, (configured, extra) => !carriesToken(`Bearer ${configured}${extra}`, configured) && !carriesToken(`Bearer ${configured.slice(1)}`, configured)));
  });

  it('refuses a missing header, another scheme, and a header with no token', () => {
    fc.assert(
      fc.property(token, (configured) =>
        [undefined, '', configured, `Basic ${configured}`, `Bearer  ${configured}`, 'Bearer ', `Bearer ${configured} `].every((header) => !carriesToken(header, configured)),
      ),
    );
    expect(carriesToken(undefined, '')).toBe(false);
  });
});
