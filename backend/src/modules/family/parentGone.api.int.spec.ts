// Issue 27, item 2, over HTTP: when the parent who withdrew has closed their own account, nobody can consent as them
// any more. A request to their address is then a change of parent, which an admin confirms (no e-mail can reach the
// parent who consented, and the student's card says so), and the back office lists such students.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@margdarshak/contracts/api/admin';
import type { AdminStudentConsent, ConsentDecisionResponse, ConsentRequestView, ConsentStatus, ParentChild } from '@margdarshak/contracts/api/family';
import { fixedClock } from '../../platform/clock';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { consentingFamily, consentLinkTo, PARENT_PASSWORD } from '../../testing/family';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
});
afterAll(async () => app?.stop());

const linksTo = async (address: string) => (await readOutbox(app.outboxDir, address)).filter((mail) => /\/consent\/[\w-]+/.test(mail.text));
const consentTypes = async (studentId: string) => (await app.deps.eventStore.readStream(`consent-${studentId}`)).map((e) => e.type);
const waitingChanges = async () => {
  const query = `sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,99]')}&filter=${encodeURIComponent(JSON.stringify({ parentChangeWaiting: true }))}`;
  return admin.get(`/api/admin/users?${query}`).expectStatus(200).json<AdminUser[]>();
};

describe('after the parent who withdrew closed their own account', () => {
  it('Send again becomes a change of parent for an admin, and whoever holds the address then can consent', async () => {
    const { child, parent } = await consentingFamily(app, 'Nila Iyer', `${Date.now()}`);
    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);
    await parent.raw('DELETE', '/api/me', JSON.stringify({ password: PARENT_PASSWORD }), { 'Content-Type': 'application/json' }).expectStatus(200);
    await app.runDueJobs(); // the erasure finishes: the address is free again
    const linksBefore = (await linksTo(parent.email)).length;

    // The child asks again: no 'again' link (nobody can consent as an account that is gone), a change for an admin.
    const asked = await child.post('/api/me/consent/resend').expectStatus(200).json<ConsentStatus>();
    expect(asked).toMatchObject({ status: 'withdrawn', mayBook: false, addressLimit: null, parentChange: { parentEmail: 'p***@example.in', confirmed: false, parentAsked: false } });
    expect((await consentTypes(child.userId)).at(-1)).toBe('ParentChangeRequested');
    expect(await linksTo(parent.email)).toHaveLength(linksBefore);
    expect((await waitingChanges()).filter((u) => u.id === child.userId)).toEqual([expect.objectContaining({ id: child.userId, parentChangeWaiting: true })]);

    // An admin confirms it, with a reason: the link goes to the address, as a change of parent.
    const waiting = await admin.get(`/api/admin/students/${child.userId}/consent`).expectStatus(200).json<AdminStudentConsent>();
    const seen = { requestedAt: waiting.parentChange?.requestedAt ?? '', reason: 'The mother closed her account by mistake and called us.' };
    const confirmed = await admin.post(`/api/admin/students/${child.userId}/parent-change/confirm`, seen).expectStatus(200).json<AdminStudentConsent>();
    expect(confirmed.parentChange).toMatchObject({ parentEmail: parent.email, confirmed: true });
    expect((await waitingChanges()).map((u) => u.id)).not.toContain(child.userId);
    const token = await consentLinkTo(app, parent.email);
    expect(await app.client().get(`/api/consent/${token}`).expectStatus(200).json<ConsentRequestView>()).toMatchObject({ kind: 'change', parentHasAccount: false });
    const again = app.client();
    await again.post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: 'a-new-password-7' }).expectStatus(200).json<ConsentDecisionResponse>();
    expect(await child.get('/api/me/consent').expectStatus(200).json<ConsentStatus>()).toMatchObject({ status: 'given', mayBook: true, parentChange: null });
    expect((await again.get('/api/parent/children').expectStatus(200).json<ParentChild[]>()).map((c) => [c.id, c.consent])).toEqual([[child.userId, 'given']]);
  });

  it('a new address, too, waits for an admin, and the card does not claim the old parent was e-mailed', async () => {
    const { child, parent } = await consentingFamily(app, 'Kiran Das', `${Date.now()}`);
    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);
    await parent.raw('DELETE', '/api/me', JSON.stringify({ password: PARENT_PASSWORD }), { 'Content-Type': 'application/json' }).expectStatus(200);
    await app.runDueJobs();
    const mailsBefore = (await readOutbox(app.outboxDir, parent.email)).length;
    const second = `kiran.guardian.${Date.now()}@example.in`;
    const asked = await child.put('/api/me/consent/parent-email', { parentEmail: second }).expectStatus(200).json<ConsentStatus>();
    expect(asked.parentChange).toMatchObject({ confirmed: false, parentAsked: false });
    expect(await readOutbox(app.outboxDir, parent.email)).toHaveLength(mailsBefore);
    expect(await readOutbox(app.outboxDir, second)).toEqual([]);
  });
});
