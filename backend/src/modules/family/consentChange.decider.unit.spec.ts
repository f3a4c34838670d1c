// Consent follows the parent who gave it (issue 27): after a withdrawal only that parent consents again, and another
// parent takes over only once the parent who consented (or an admin, with a reason) confirmed the change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_LINK_GONE } from '@margdarshak/contracts/api/family';
import type { ConsentEvent } from '@margdarshak/contracts/events/family';
import { decideConsent, type ConsentCommand } from './consent.decider';
import { ONLY_THE_PARENT_WHO_WITHDREW } from './consentLinks';
import {
  adminId,
  after,
  claim,
  confirmChange,
  consented,
  consentOn,
  give,
  given,
  now,
  otherParentId,
  parentId,
  PRIYA,
  refuse,
  request,
  stateOf,
  studentId,
  withdraw,
  withdrawn,
} from '../../testing/consentTesting';

const SECOND = 'asha.second@example.in'; // an address of the child's own
const day = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);

describe('after a withdrawal', () => {
  it('Send again goes to the same parent, and only that parent can consent with it', () => {
    const askedAgain = after(withdrawn, request(PRIYA, 't2'));
    expect(askedAgain.at(-1)).toMatchObject({ type: 'ParentalConsentRequested', data: { parentEmailHash: `fp:${PRIYA}`, tokenHash: 't2' } });
    expect(stateOf(askedAgain).status).toBe('withdrawn'); // still linked to the parent who withdrew, who keeps their view
    expect(() => given(askedAgain).when(claim('t2', otherParentId))).toThrow(ONLY_THE_PARENT_WHO_WITHDREW);
    expect(() => given(after(askedAgain, claim('t2'))).when(give('t2', otherParentId))).toThrow(ONLY_THE_PARENT_WHO_WITHDREW);
    const again = consentOn(askedAgain, 't2');
    expect(again.at(-1)).toMatchObject({ type: 'ParentalConsentGiven', data: { parentId } });
    expect(stateOf(again)).toMatchObject({ status: 'given', parentId });
  });

  it('a new address asks the parent who withdrew to confirm a change: no link goes there', () => {
    const redirected = after(withdrawn, request(SECOND, 't2'));
    expect(redirected.slice(withdrawn.length)).toEqual([
      { type: 'ParentChangeRequested', data: { studentId, parentEmail: `pd1.${SECOND}`, parentEmailHash: `fp:${SECOND}`, requestedAt: now.toISOString() } },
    ]);
    expect(stateOf(redirected)).toMatchObject({ status: 'withdrawn', parentId, change: { parentEmailHash: `fp:${SECOND}`, confirmed: false } });
  });

  it('once the parent who withdrew has closed their account, a request to their address is a change for an admin to confirm', () => {
    const asked = after(withdrawn, request(PRIYA, 't2', true));
    expect(asked.slice(withdrawn.length).map((e) => e.type)).toEqual(['ParentChangeRequested']);
    expect(stateOf(asked)).toMatchObject({ status: 'withdrawn', parentId, change: { parentEmailHash: `fp:${PRIYA}`, confirmed: false } });
    const confirmed = after(asked, confirmChange(PRIYA, 't3', { userId: adminId, role: 'admin' }, 'pd1.reason'));
    expect(given(confirmed).when(claim('t3', otherParentId))).toHaveLength(1); // a 'change' link: whoever holds the address now
    expect(stateOf(consentOn(confirmed, 't3', otherParentId))).toMatchObject({ status: 'given', parentId: otherParentId, parentEmailHash: `fp:${PRIYA}` });
  });

  it('the withdrawn-then-redirected consent is refused', () => {
    // The child points a request at a second address of their own and "consents" there with a new account.
    const redirected = after(withdrawn, request(SECOND, 't2'));
    expect(() => given(redirected).when(claim('t2', otherParentId))).toThrow(CONSENT_LINK_GONE);
    expect(() => given(redirected).when(give('t2', otherParentId))).toThrow(CONSENT_LINK_GONE);
    expect(stateOf(redirected)).toMatchObject({ status: 'withdrawn', parentId });
  });
});

describe('a change of parent', () => {
  it('the parent who consented confirms; the link then goes to the new address, and whoever consents there becomes the parent', () => {
    const asked = after(withdrawn, request(SECOND, 'unused'));
    const confirmed = after(asked, confirmChange(SECOND, 't3'));
    expect(confirmed.slice(asked.length).map((e) => e.type)).toEqual(['ParentChangeConfirmed', 'ParentalConsentRequested']);
    expect(confirmed.at(-2)?.data).toEqual({ studentId, parentEmailHash: `fp:${SECOND}`, byUserId: parentId, byRole: 'parent', reason: null, confirmedAt: now.toISOString() });
    expect(stateOf(confirmed)).toMatchObject({ status: 'withdrawn', parentId }); // the parent who withdrew keeps the child until then
    const taken = consentOn(confirmed, 't3', otherParentId);
    expect(stateOf(taken)).toMatchObject({ status: 'given', parentId: otherParentId, parentEmailHash: `fp:${SECOND}` });
    expect(stateOf(taken)).not.toHaveProperty('change');
  });

  it('asked while consent is given, it leaves the child with the parent who consented until the new one does', () => {
    const confirmed = after(after(consented, request(SECOND, 'unused')), confirmChange(SECOND, 't3'));
    expect(stateOf(confirmed)).toMatchObject({ status: 'given', parentId });
    expect(stateOf(consentOn(confirmed, 't3', otherParentId))).toMatchObject({ status: 'given', parentId: otherParentId });
  });

  it('another parent cannot confirm it; an admin can, only with a reason', () => {
    const asked = after(withdrawn, request(SECOND, 'unused'));
    expect(() => given(asked).when(confirmChange(SECOND, 't3', { userId: otherParentId, role: 'parent' }))).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => given(asked).when(confirmChange(SECOND, 't3', { userId: adminId, role: 'admin' }))).toThrow('Please give a reason');
    const byAdmin = given(asked).when(confirmChange(SECOND, 't3', { userId: adminId, role: 'admin' }, 'pd1.reason'));
    expect(byAdmin[0]).toMatchObject({ type: 'ParentChangeConfirmed', data: { byUserId: adminId, byRole: 'admin', reason: 'pd1.reason' } });
  });

  it('confirms the address it was shown: a change replaced meanwhile is not confirmed, and there is nothing to confirm without one', () => {
    expect(() => given(withdrawn).when(confirmChange(SECOND, 't3'))).toThrow(expect.objectContaining({ code: 'NO_PARENT_CHANGE' }));
    const replaced = after(after(withdrawn, request(SECOND, 'unused')), request('third@example.in', 'unused'), now);
    expect(() => given(replaced).when(confirmChange(SECOND, 't3'))).toThrow(expect.objectContaining({ code: 'PARENT_CHANGE_REPLACED' }));
  });

  it('confirms only the request the confirmer saw: one the child replaced after the page loaded is refused, even with its own link', () => {
    const later = new Date(now.getTime() + 60_000);
    const swapped = after(after(withdrawn, request(SECOND, 'unused')), request('third@example.in', 'unused'), later);
    // The page showed the request made at `now`; the link is made from the request waiting at the click (the third address).
    expect(() => given(swapped).when(confirmChange('third@example.in', 't3', undefined, null, now))).toThrow(expect.objectContaining({ code: 'PARENT_CHANGE_REPLACED' }));
    expect(
      given(swapped)
        .when(confirmChange('third@example.in', 't3', undefined, null, later))
        .map((event) => event.type),
    ).toEqual(['ParentChangeConfirmed', 'ParentalConsentRequested']);
  });

  it('declined on its link, it leaves the parent who consented and the child’s account as they were', () => {
    const confirmed = after(after(consented, request(SECOND, 'unused')), confirmChange(SECOND, 't3'));
    const declined = after(confirmed, refuse('t3'));
    expect(declined.at(-1)).toEqual({ type: 'ParentChangeRefused', data: { studentId, parentEmailHash: `fp:${SECOND}`, tokenHash: 't3', refusedAt: now.toISOString() } });
    expect(stateOf(declined)).toMatchObject({ status: 'given', parentId });
    expect(stateOf(declined)).not.toHaveProperty('change');
  });
});

/** One thing a child (or anyone holding a link) may do after a withdrawal, without any confirmation. */
type Step = { kind: 'request'; address: string } | { kind: 'consent'; as: string } | { kind: 'withdraw'; as: string };

describe('whatever the child does after a withdrawal', () => {
  it('only the parent who withdrew can end up consenting, unless a change was confirmed', () => {
    const addresses = [PRIYA, 'asha.second@example.in', 'asha.third@example.in'];
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('request' as const), address: fc.constantFrom(...addresses) }),
      fc.record({ kind: fc.constant('consent' as const), as: fc.constantFrom(parentId, otherParentId) }),
      fc.record({ kind: fc.constant('withdraw' as const), as: fc.constantFrom(parentId, otherParentId) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let events: ConsentEvent[] = withdrawn;
        steps.forEach((s, i) => {
          const at = day(i + 1); // a day apart: the daily limit is not what this property is about
          const token = `s${i}`;
          const state = stateOf(events);
          const latest = 'link' in state ? state.link?.tokenHash : undefined;
          const commands: ConsentCommand[] = s.kind === 'request' ? [request(s.address, token)] : s.kind === 'consent' ? [claim(latest ?? token, s.as), give(latest ?? token, s.as)] : [withdraw(s.as)];
          for (const command of commands) {
            try {
              events = [...events, ...decideConsent(command, stateOf(events), at)];
            } catch {
              break; // refused: nothing appended
            }
          }
        });
        const final = stateOf(events);
        if (final.status === 'given' || final.status === 'withdrawn') expect(final.parentId).toBe(parentId);
        expect(events.some((e) => e.type === 'ParentalConsentGiven' && e.data.parentId !== parentId)).toBe(false);
      }),
    );
  });
});
