import { describe, expect, it } from 'vitest';
import type { EmailEvent, UserEvent } from '@margdarshak/contracts/events/accounts';
import { INVALID_RESET_LINK } from '@margdarshak/contracts/api/accounts';
import { decideEmail, decideUser, RESET_TOKEN_LIFETIME_MS } from './accounts.decider';
import { evolveEmail, evolveUser, initialEmailState, initialUserState } from './user';

const userId = '6b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a11';
const now = new Date('2026-11-23T10:00:00.000Z');
const registered: UserEvent = { type: 'UserRegistered', data: { userId, role: 'student', email: 'pd1.a.b.c', passwordHash: 'pd1.d.e.f' } };
const resetRequested: UserEvent = { type: 'PasswordResetRequested', data: { userId, tokenHash: 'h1', expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString() } };
const user = (events: UserEvent[]) => events.reduce(evolveUser, initialUserState);
const email = (events: EmailEvent[]) => events.reduce(evolveEmail, initialEmailState);

describe('user decider', () => {
  it('registers a new user once', () => {
    const command = { type: 'RegisterUser' as const, userId, role: 'student' as const, sealedEmail: 'pd1.a.b.c', sealedPasswordHash: 'pd1.d.e.f' };
    expect(decideUser(command, user([]), now)).toEqual([registered]);
    expect(() => decideUser(command, user([registered]), now)).toThrow('User with this email already exists');
  });

  it('records a language chosen where the account was made with the account itself, one decision', () => {
    const command = { type: 'RegisterUser' as const, userId, role: 'student' as const, sealedEmail: 'pd1.a.b.c', sealedPasswordHash: 'pd1.d.e.f', language: 'hi' as const };
    const events = decideUser(command, user([]), now);
    expect(events).toEqual([registered, { type: 'AccountLanguageChosen', data: { userId, language: 'hi' } }]);
    // A later choice implied by a Hindi page keeps it; the person's own choice replaces it.
    expect(decideUser({ type: 'ChooseLanguage', userId, language: 'en', ifNone: true }, user(events), now)).toEqual([]);
    expect(decideUser({ type: 'ChooseLanguage', userId, language: 'en' }, user(events), now)).toEqual([{ type: 'AccountLanguageChosen', data: { userId, language: 'en' } }]);
  });

  it('issues a reset token valid for one hour, and nothing for an unknown user', () => {
    expect(decideUser({ type: 'RequestPasswordReset', userId, tokenHash: 'h1' }, user([registered]), now)).toEqual([resetRequested]);
    expect(decideUser({ type: 'RequestPasswordReset', userId, tokenHash: 'h1' }, user([]), now)).toEqual([]);
  });

  it('resets the password with the latest unexpired token, once', () => {
    const reset = { type: 'ResetPassword' as const, userId, tokenHash: 'h1', sealedPasswordHash: 'pd1.x.y.z' };
    const changed = decideUser(reset, user([registered, resetRequested]), now);
    expect(changed).toEqual([{ type: 'PasswordChanged', data: { userId, passwordHash: 'pd1.x.y.z', resetTokenHash: 'h1' } }]);
    expect(() => decideUser(reset, user([registered, resetRequested, ...changed]), now)).toThrow(INVALID_RESET_LINK);
    expect(() => decideUser(reset, user([registered, resetRequested]), new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS + 1))).toThrow(INVALID_RESET_LINK);
    expect(() => decideUser({ ...reset, tokenHash: 'other' }, user([registered, resetRequested]), now)).toThrow(INVALID_RESET_LINK);
  });

  it('erases an active user, and only once', () => {
    expect(decideUser({ type: 'EraseUser', userId }, user([registered]), now)).toEqual([{ type: 'UserErased', data: { userId } }]);
    expect(() => decideUser({ type: 'EraseUser', userId }, user([registered, { type: 'UserErased', data: { userId } }]), now)).toThrow('User not found');
  });
});

describe('e-mail claim decider', () => {
  it('lets one user claim an address, frees it on release, and refuses a second claim', () => {
    const claimed: EmailEvent = { type: 'EmailClaimed', data: { userId } };
    expect(decideEmail({ type: 'ClaimEmail', userId }, email([]))).toEqual([claimed]);
    expect(() => decideEmail({ type: 'ClaimEmail', userId: 'someone-else' }, email([claimed]))).toThrow('User with this email already exists');
    expect(decideEmail({ type: 'ReleaseEmail', userId: 'someone-else' }, email([claimed]))).toEqual([]);
    const released: EmailEvent = { type: 'EmailReleased', data: { userId } };
    expect(decideEmail({ type: 'ReleaseEmail', userId }, email([claimed]))).toEqual([released]);
    expect(decideEmail({ type: 'ClaimEmail', userId: 'someone-else' }, email([claimed, released]))).toHaveLength(1);
  });
});

describe('the account’s language', () => {
  const choose = (language: 'en' | 'hi') => ({ type: 'ChooseLanguage' as const, userId, language });
  const chosen = (language: 'en' | 'hi'): UserEvent => ({ type: 'AccountLanguageChosen', data: { userId, language } });

  it('is recorded when first chosen, English too, and then only when it changes', () => {
    expect(decideUser(choose('hi'), user([registered]), now)).toEqual([chosen('hi')]);
    expect(decideUser(choose('en'), user([registered]), now)).toEqual([chosen('en')]);
    expect(decideUser(choose('en'), user([registered, chosen('en')]), now)).toEqual([]);
    expect(decideUser(choose('hi'), user([registered, chosen('hi')]), now)).toEqual([]);
    expect(decideUser(choose('en'), user([registered, chosen('hi')]), now)).toEqual([chosen('en')]);
  });

  it('implied by a Hindi page (ifNone), is taken only by an account that has chosen none', () => {
    expect(decideUser({ ...choose('hi'), ifNone: true }, user([registered]), now)).toEqual([chosen('hi')]);
    expect(decideUser({ ...choose('hi'), ifNone: true }, user([registered, chosen('en')]), now)).toEqual([]);
  });

  it('survives a password change, and is refused for an account that is not active', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'pd1.x.y.z' } };
    expect(decideUser(choose('hi'), user([registered, chosen('hi'), changed]), now)).toEqual([]);
    expect(() => decideUser(choose('hi'), user([]), now)).toThrow('User not found');
    expect(() => decideUser(choose('hi'), user([registered, { type: 'UserErased', data: { userId } }]), now)).toThrow('User not found');
  });
});
