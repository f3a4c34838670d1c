// How often and to how many addresses a student may have us write about consent (issue 27), decided on the consent
// stream: at most 3 consent e-mails in any 24 hours, and 5 different addresses ever.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConsentEvent } from '@margdarshak/contracts/events/family';
import { CONSENT_ADDRESSES_EVER, CONSENT_MAIL_WINDOW_MS, CONSENT_MAILS_PER_DAY, TOO_MANY_PARENT_ADDRESSES } from '@margdarshak/contracts/family/consentLimits';
import { DomainError } from '../../platform/http/errors';
import { decideConsent } from './consent.decider';
import { after, confirmChange, minorAsked, now, PRIYA, request, stateOf, withdrawn } from '../../testing/consentTesting';

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(now.getTime() + ms);

/** Runs each request at its time; answers which were accepted (a refused one appends nothing). */
function play(start: ConsentEvent[], requests: { atMs: number; address: string }[]) {
  let events = start;
  return requests.map(({ atMs, address }, i) => {
    try {
      events = [...events, ...decideConsent(request(address, `t${i + 2}`), stateOf(events), at(atMs))];
      return { ok: true as const };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { ok: false as const, error };
    }
  });
}

describe('consent e-mails a day', () => {
  it('the fourth in 24 hours (the sign-up’s included) is refused with when the next may go, and goes once one leaves the window', () => {
    const [second, third, fourth] = play(minorAsked, [
      { atMs: 1 * HOUR, address: PRIYA },
      { atMs: 2 * HOUR, address: PRIYA },
      { atMs: 3 * HOUR, address: PRIYA },
    ]);
    expect([second?.ok, third?.ok]).toEqual([true, true]);
    expect(fourth?.ok).toBe(false);
    const refusal = fourth?.ok === false ? fourth.error : undefined;
    expect(refusal).toMatchObject({ code: 'TOO_MANY_CONSENT_MAILS', status: 429, extra: { nextMailAt: at(CONSENT_MAIL_WINDOW_MS).toISOString() } });
    // 24 November, 11:30 am in India: a day after the sign-up's mail.
    expect(refusal?.message).toBe('We have sent 3 consent e-mails for you in the last 24 hours, which is the most we send in a day. You can send another from 24 Nov, 11:30 am.');
    expect(
      play(
        minorAsked,
        [1, 2, 24].map((h) => ({ atMs: h * HOUR, address: PRIYA })),
      ).map((r) => r.ok),
    ).toEqual([true, true, true]);
  });

  it('accepts a request exactly when fewer than 3 went in the 24 hours before it (any times, any addresses already used)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * HOUR }), { maxLength: 15 }), (gaps) => {
        let t = 0;
        const times = gaps.map((gap) => (t += gap));
        const results = play(
          minorAsked,
          times.map((atMs) => ({ atMs, address: PRIYA })),
        );
        const sent = [0]; // the sign-up's link, at `now`
        results.forEach((result, i) => {
          const atMs = times[i] ?? 0;
          const inWindow = sent.filter((s) => atMs - s < CONSENT_MAIL_WINDOW_MS).length;
          expect(result.ok).toBe(inWindow < CONSENT_MAILS_PER_DAY);
          if (result.ok) sent.push(atMs);
        });
      }),
    );
  });

  it('counts a change of parent asked of the parent who consented, but never holds back that parent’s or an admin’s confirmation', () => {
    const asked = after(after(withdrawn, request('b@example.in', 'x')), request('c@example.in', 'y'));
    expect(() => decideConsent(request('d@example.in', 'z'), stateOf(asked), now)).toThrow(expect.objectContaining({ code: 'TOO_MANY_CONSENT_MAILS' }));
    expect(decideConsent(confirmChange('c@example.in', 't9'), stateOf(asked), now).map((e) => e.type)).toEqual(['ParentChangeConfirmed', 'ParentalConsentRequested']);
  });
});

describe('addresses ever', () => {
  it('a sixth different address is refused for good; one given before is still accepted (any order, days apart)', () => {
    const pool = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => `${name}@example.in`);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 14 }), (addresses) => {
        const results = play(
          minorAsked,
          addresses.map((address, i) => ({ atMs: (i + 1) * CONSENT_MAIL_WINDOW_MS, address })),
        );
        const used = new Set([PRIYA]);
        results.forEach((result, i) => {
          const address = addresses[i] ?? '';
          const accepted = used.has(address) || used.size < CONSENT_ADDRESSES_EVER;
          expect(result.ok).toBe(accepted);
          if (!result.ok) expect(result.error.message).toBe(TOO_MANY_PARENT_ADDRESSES);
          if (result.ok) used.add(address);
        });
      }),
    );
  });
});
