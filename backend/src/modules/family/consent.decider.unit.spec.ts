// The age and consent rules, pure: given the stream's events, when a command, then events or a refusal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_LINK_GONE, PARENT_EMAIL_REQUIRED, PARENT_EMAIL_SAME } from '@margdarshak/contracts/api/family';
import { ageOn, isMinorAt } from '@margdarshak/contracts/family/age';
import type { ConsentEvent } from '@margdarshak/contracts/events/family';
import { evolveConsent, initialConsentState } from './consent';
import { CONSENT_LINK_MS, decideConsent, type ConsentCommand } from './consent.decider';

const studentId = '6b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a11';
const parentId = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const now = new Date('2026-11-23T06:00:00.000Z'); // 11:30 AM on the 23rd in India
const link = { sealedParentEmail: 'pd1.p', parentEmailHash: 'fp', tokenHash: 't1' };
const given = (events: ConsentEvent[]) => ({ when: (command: ConsentCommand, at = now) => decideConsent(command, events.reduce(evolveConsent, initialConsentState), at) });
const record = (dateOfBirth: string, parentEmail?: string): ConsentCommand => ({
  type: 'RecordDateOfBirth',
  studentId,
  dateOfBirth,
  sealedDateOfBirth: 'pd1.d',
  ownEmail: 'asha@example.in',
  parentEmail,
  link: parentEmail ? link : undefined,
});
const minorAsked = given([]).when(record('2011-05-10', 'priya@example.in'));
const give: ConsentCommand = { type: 'GiveConsent', studentId, tokenHash: 't1', parentId };

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

  it('records the date of birth once', () => {
    expect(() => given(minorAsked).when(record('2011-05-10', 'priya@example.in'))).toThrow('already recorded');
  });

  it('a link works once, until it expires, and only the latest', () => {
    const consented = given(minorAsked).when(give);
    expect(consented).toEqual([{ type: 'ParentalConsentGiven', data: { studentId, parentId, parentEmailHash: 'fp', tokenHash: 't1', noticeVersion: expect.any(String), givenAt: now.toISOString() } }]);
    expect(() => given([...minorAsked, ...consented]).when(give)).toThrow(CONSENT_LINK_GONE);
    expect(() => given(minorAsked).when(give, new Date(now.getTime() + CONSENT_LINK_MS))).toThrow(CONSENT_LINK_GONE);
    const resent = given(minorAsked).when({ type: 'RequestConsent', studentId, ownEmail: 'asha@example.in', parentEmail: 'priya@example.in', link: { ...link, tokenHash: 't2' } });
    expect(() => given([...minorAsked, ...resent]).when(give)).toThrow(CONSENT_LINK_GONE);
    expect(given([...minorAsked, ...resent]).when({ ...give, tokenHash: 't2' })).toHaveLength(1);
  });

  it('a refusal uses the link too', () => {
    const refused = given(minorAsked).when({ type: 'RefuseConsent', studentId, tokenHash: 't1' });
    expect(refused.map((e) => e.type)).toEqual(['ParentalConsentRefused']);
    expect(() => given([...minorAsked, ...refused]).when(give)).toThrow(CONSENT_LINK_GONE);
  });

  it('only the consenting parent withdraws, once; the child may then ask again', () => {
    const consented = [...minorAsked, ...given(minorAsked).when(give)];
    expect(() => given(consented).when({ type: 'WithdrawConsent', studentId, parentId: studentId })).toThrow('Only the parent who consented');
    const withdrawn = given(consented).when({ type: 'WithdrawConsent', studentId, parentId });
    expect(withdrawn.map((e) => e.type)).toEqual(['ParentalConsentWithdrawn']);
    expect(given([...consented, ...withdrawn]).when({ type: 'WithdrawConsent', studentId, parentId })).toEqual([]);
    const again = given([...consented, ...withdrawn]).when({ type: 'RequestConsent', studentId, ownEmail: 'asha@example.in', parentEmail: 'priya@example.in', link: { ...link, tokenHash: 't3' } });
    expect(again.map((e) => e.type)).toEqual(['ParentalConsentRequested']);
  });

  it('asks no consent of an adult, nor twice of a parent who gave it', () => {
    const request: ConsentCommand = { type: 'RequestConsent', studentId, ownEmail: 'asha@example.in', parentEmail: 'priya@example.in', link };
    expect(() => given(given([]).when(record('2000-01-01'))).when(request)).toThrow('no parent’s consent is needed');
    expect(() => given([...minorAsked, ...given(minorAsked).when(give)]).when(request)).toThrow('already given');
  });
});
