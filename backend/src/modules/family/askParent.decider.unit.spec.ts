// Asking the parent for a session before consent (issue 30), on the consent stream: a Send again that carries the
// session; only while consent is awaited; and the consent that follows is the one that opens booking.
import { describe, expect, it } from 'vitest';
import type { ConsentCommand } from './consent.decider';
import { after, consentOn, consented, given, linkTo, minorAsked, now, OWN_EMAIL, PRIYA, record, stateOf, studentId, withdrawn } from '../../testing/consentTesting';

const session = { counsellorId: '3c4d5e6f-7081-4c9d-8eaf-2a3b4c5d6e7f', packageId: '4d5e6f70-8192-4dae-9fb0-3b4c5d6e7f80', date: '2026-11-25', slot: '10:00 AM', pricePaise: 199_900 };
const ask = (token: string, address = PRIYA): ConsentCommand => ({
  type: 'AskParent',
  studentId,
  ownEmail: OWN_EMAIL,
  parentEmail: address,
  link: linkTo(address, token),
  sealedToken: `pd1.${token}`,
  session,
});

describe('asking a parent for a session', () => {
  it('sends a new link, the only one that works, and records the session with its price and the sealed token', () => {
    const events = given(minorAsked).when(ask('t2'));
    expect(events.map((event) => event.type)).toEqual(['ParentalConsentRequested', 'ParentAskedToBook']);
    expect(events[1]?.data).toEqual({ studentId, ...session, parentEmail: `pd1.${PRIYA}`, tokenHash: 't2', token: 'pd1.t2', askedAt: now.toISOString() });
    const state = stateOf([...minorAsked, ...events]);
    expect(state).toMatchObject({ status: 'awaiting', link: { tokenHash: 't2' }, asked: { ...session, askedAt: now.toISOString() } });
  });

  it('counts as a consent e-mail: the fourth of the day is refused, asking or sending again', () => {
    const twice = after(after(minorAsked, ask('t2')), ask('t3'));
    expect(() => given(twice).when(ask('t4'))).toThrow(expect.objectContaining({ code: 'TOO_MANY_CONSENT_MAILS', status: 429 }));
  });

  it('is refused when no consent is awaited: not yet asked for, given, or withdrawn', () => {
    for (const history of [[], after([], record('2000-01-15')), consented, withdrawn]) {
      expect(() => given(history).when(ask('t9'))).toThrow(expect.objectContaining({ code: 'NO_CONSENT_AWAITED', status: 409 }));
    }
  });

  it('the consent given on its link opens booking, and the asked session stays for the parent to pay', () => {
    const opened = consentOn(after(minorAsked, ask('t2')), 't2');
    const state = stateOf(opened);
    expect(state).toMatchObject({ status: 'given', bookingOpenedAt: now.toISOString(), asked: { slot: '10:00 AM' } });
    expect(stateOf(consented).bookingOpenedAt).toBe(now.toISOString());
  });
});
