// The age and consent rules, pure: given the stream's events, when a command, then events or a refusal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_LINK_GONE, PARENT_EMAIL_REQUIRED, PARENT_EMAIL_SAME } from '@margdarshak/contracts/api/family';
import { ageOn, isMinorAt } from '@margdarshak/contracts/family/age';
import { CONSENT_BEING_GIVEN, CONSENT_CLAIM_HOLD_MS } from '@margdarshak/contracts/family/consentLimits';
import { CONSENT_LINK_MS, type ConsentCommand } from './consent.decider';
import { after, claim, consented, consentOn, give, given, minorAsked, now, otherParentId, parentId, PRIYA, record, refuse, request, stateOf, studentId, withdraw } from '../../testing/consentTesting';

describe('age', () => {
  it('turns 18 on the 18th birthday in India, not in UTC', () => {
    expect(isMinorAt('2008-11-23', now)).toBe(false);
    expect(isMinorAt('2008-11-24', now)).toBe(true);
    // 23:00 UTC on the 23rd is already the 24th in India.
    expect(isMinorAt('2008-11-24', new Date('2026-11-23T23:00:00Z'))).toBe(false);
  });

  it('counts one more year exactly on each birthday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1930, max: 2020 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 80 }), (y, m, d, years) => {
        const pad = (v: number) => String(v).padStart(2, '0');
        const birth = `${y}-${pad(m)}-${pad(d)}`;
        expect(ageOn(birth, `${y + years}-${pad(m)}-${pad(d)}`)).toBe(years);
        if (years > 0 && (m > 1 || d > 1)) expect(ageOn(birth, `${y + years}-01-01`)).toBe(years - 1); // the day before the birthday's year turns: still younger
      }),
    );
  });
});

describe('consent decider', () => {
  it('an adult gives a date of birth and needs no parent', () => {
    expect(given([]).when(record('2000-01-01'))).toEqual([{ type: 'DateOfBirthRecorded', data: { studentId, dateOfBirth: 'pd1.d', minor: false } }]);
  });

  it('a minor needs a parent’s address other than their own, and the link lasts 7 days', () => {
    expect(() => given([]).when(record('2011-05-10'))).toThrow(PARENT_EMAIL_REQUIRED);
    expect(() => given([]).when(record('2011-05-10', 'ASHA@example.in'))).toThrow(PARENT_EMAIL_SAME);
    expect(minorAsked.map((e) => e.type)).toEqual(['DateOfBirthRecorded', 'ParentalConsentRequested']);
    expect(minorAsked[1]?.data).toMatchObject({ tokenHash: 't1', expiresAt: new Date(now.getTime() + CONSENT_LINK_MS).toISOString() });
  });

  it('a held-back first mail keeps the address for Send again, with no link, and counts no e-mail', () => {
    const held = after([], record('2011-05-10', PRIYA, true));
    expect(held.map((e) => e.type)).toEqual(['DateOfBirthRecorded', 'ConsentMailHeldBack']);
    expect(held[1]?.data).toEqual({ studentId, parentEmail: `pd1.${PRIYA}`, parentEmailHash: `fp:${PRIYA}`, heldAt: now.toISOString() });
    expect(stateOf(held)).toEqual({
      status: 'awaiting',
      dateOfBirth: 'pd1.d',
      parentEmail: `pd1.${PRIYA}`,
      parentEmailHash: `fp:${PRIYA}`,
      mailedAt: [],
      addresses: [`fp:${PRIYA}`],
      asked: null,
      bookingOpenedAt: null,
    });
    expect(
      given(held)
        .when(request(PRIYA, 't2'))
        .map((e) => e.type),
    ).toEqual(['ParentalConsentRequested']);
  });

  it('records the date of birth once', () => {
    expect(() => given(minorAsked).when(record('2011-05-10', PRIYA))).toThrow('already recorded');
  });

  it('a link works once, until it expires, and only the latest', () => {
    expect(consented.slice(minorAsked.length)).toEqual([
      { type: 'ConsentLinkClaimed', data: { studentId, tokenHash: 't1', parentId, claimedAt: now.toISOString() } },
      {
        type: 'ParentalConsentGiven',
        data: { studentId, parentId, parentEmailHash: `fp:${PRIYA}`, tokenHash: 't1', noticeVersion: expect.any(String), noticeLanguage: 'en', givenAt: now.toISOString() },
      },
    ]);
    expect(() => given(consented).when(claim('t1'))).toThrow(CONSENT_LINK_GONE);
    expect(() => given(minorAsked).when(claim('t1'), new Date(now.getTime() + CONSENT_LINK_MS))).toThrow(CONSENT_LINK_GONE);
    const resent = after(minorAsked, request(PRIYA, 't2'));
    expect(() => given(resent).when(claim('t1'))).toThrow(CONSENT_LINK_GONE);
    expect(consentOn(resent, 't2').at(-1)?.type).toBe('ParentalConsentGiven');
  });

  it('records which words of the notice the parent read', () => {
    const inHindi = after(after(minorAsked, claim('t1')), { ...give('t1'), noticeLanguage: 'hi' } as ConsentCommand);
    expect(inHindi.at(-1)).toMatchObject({ type: 'ParentalConsentGiven', data: { noticeLanguage: 'hi' } });
    expect(after(minorAsked, { ...refuse('t1'), noticeLanguage: 'hi' } as ConsentCommand).at(-1)).toMatchObject({ type: 'ParentalConsentRefused', data: { noticeLanguage: 'hi' } });
  });

  it('a refusal uses the link too', () => {
    const refused = after(minorAsked, refuse('t1'));
    expect(refused.at(-1)?.type).toBe('ParentalConsentRefused');
    expect(() => given(refused).when(claim('t1'))).toThrow(CONSENT_LINK_GONE);
  });

  it('only the consenting parent withdraws, once', () => {
    expect(() => given(consented).when(withdraw(studentId))).toThrow('Only the parent who consented');
    const withdrawn = after(consented, withdraw());
    expect(withdrawn.at(-1)?.type).toBe('ParentalConsentWithdrawn');
    expect(given(withdrawn).when(withdraw())).toEqual([]);
  });

  it('asks no consent of an adult, nor twice of a parent who gave it', () => {
    expect(() => given(given([]).when(record('2000-01-01'))).when(request(PRIYA, 't2'))).toThrow('no parent’s consent is needed');
    expect(() => given(consented).when(request(PRIYA, 't2'))).toThrow('already given');
  });
});

describe('a consent and a refusal racing on one link', () => {
  it('a parent gives consent only with their own claim on the link', () => {
    expect(() => given(minorAsked).when(give('t1'))).toThrow(expect.objectContaining({ code: 'CONSENT_LINK_IN_USE' }));
    const claimed = after(minorAsked, claim('t1'));
    expect(() => given(claimed).when(give('t1', otherParentId))).toThrow(expect.objectContaining({ code: 'CONSENT_LINK_IN_USE' }));
    expect(given(claimed).when(claim('t1'))).toEqual([]); // a retry of the same attempt
  });

  it('whichever lands first wins: a refusal after the claim finds the link gone, and a claim after a refusal too', () => {
    expect(() => given(after(minorAsked, claim('t1'))).when(refuse('t1'))).toThrow(CONSENT_LINK_GONE);
    expect(() => given(after(minorAsked, refuse('t1'))).when(claim('t1'))).toThrow(CONSENT_LINK_GONE);
  });

  it('a fresh claim by another attempt is not taken from it: the second click is refused, and the first still consents', () => {
    const first = after(minorAsked, claim('t1', parentId));
    const justBefore = new Date(now.getTime() + CONSENT_CLAIM_HOLD_MS - 1);
    expect(() => given(first).when(claim('t1', otherParentId), justBefore)).toThrow(expect.objectContaining({ code: 'CONSENT_LINK_IN_USE', status: 409 }));
    expect(
      given(first)
        .when(give('t1', parentId), justBefore)
        .map((e) => e.type),
    ).toEqual(['ParentalConsentGiven']);
  });

  it('a claim a crashed attempt left behind is taken over once the hold has run out', () => {
    const crashed = after(minorAsked, claim('t1', otherParentId)); // a new account was to be made, and never was
    const retried = consentOn(crashed, 't1', parentId, new Date(now.getTime() + CONSENT_CLAIM_HOLD_MS));
    expect(retried.at(-1)).toMatchObject({ type: 'ParentalConsentGiven', data: { parentId } });
  });

  it('a retry after the account was made claims as that account and consents at once', () => {
    const crashed = after(minorAsked, claim('t1', parentId)); // the account parentId was made, the consent never recorded
    expect(consentOn(crashed, 't1', parentId).at(-1)).toMatchObject({ type: 'ParentalConsentGiven', data: { parentId } });
  });

  it('a fresh claim holds off a new link for 15 minutes, so a consent under way is not undone by Send again', () => {
    const claimed = after(minorAsked, claim('t1'));
    expect(() => given(claimed).when(request(PRIYA, 't2'), new Date(now.getTime() + CONSENT_CLAIM_HOLD_MS - 1))).toThrow(CONSENT_BEING_GIVEN);
    expect(
      given(claimed)
        .when(request(PRIYA, 't2'), new Date(now.getTime() + CONSENT_CLAIM_HOLD_MS))
        .map((e) => e.type),
    ).toEqual(['ParentalConsentRequested']);
  });
});
