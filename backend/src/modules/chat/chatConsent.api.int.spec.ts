// Issue 27, item 2: withdrawal stops chat as it stops tests and bookings. Once a child's parent withdraws their consent,
// the session's chat is read-only for the child and the counsellor alike, each told why; what was said stays readable
// and reportable, and sending opens again once the parent consents again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPaths as paths, type ChatMessage, type ChatMessagesPage } from '@margdarshak/contracts/api/chat';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import { consentingFamily, consentLinkTo, PARENT_PASSWORD } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { CHAT_CONSENT_WITHDRAWN } from './chat.decider';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

describe('a chat after the student’s parent withdrew consent', () => {
  it('is read-only for the student and the counsellor, with a line saying why, until the parent consents again', async () => {
    const admin = await app.admin();
    const pkg = await createPackage(admin, 'advanced', 1999);
    const counsellor = await approvedCounsellor(app, admin);
    const { child, parent } = await consentingFamily(app, 'Asha Kulkarni', `${Date.now()}`);
    const { id: bookingId } = await paidBooking(child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: addDays(istDate(clock.now()), 4) });
    const question = await child.post(paths.messages(bookingId), { text: 'Which stream suits design?' }).expectStatus(201).json<ChatMessage>();
    const answer = await counsellor.post(paths.messages(bookingId), { text: 'Let us look at it on Thursday.' }).expectStatus(201).json<ChatMessage>();

    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);

    expect(await child.post(paths.messages(bookingId), { text: 'Are you there?' }).expectStatus(409).json()).toEqual({ error: CHAT_CONSENT_WITHDRAWN.student });
    expect(await counsellor.post(paths.messages(bookingId), { text: 'Hello?' }).expectStatus(409).json()).toEqual({ error: CHAT_CONSENT_WITHDRAWN.counsellor });
    const childPage = await child.get(paths.messages(bookingId)).expectStatus(200).json<ChatMessagesPage>();
    expect(childPage).toMatchObject({ closed: true, closedMessage: CHAT_CONSENT_WITHDRAWN.student });
    expect(childPage.messages.map((m) => m.text)).toEqual(['Which stream suits design?', 'Let us look at it on Thursday.']);
    expect(await counsellor.get(paths.messages(bookingId)).json<ChatMessagesPage>()).toMatchObject({ closed: true, closedMessage: CHAT_CONSENT_WITHDRAWN.counsellor });
    // What was said can still be read and reported.
    await child.post(paths.read(bookingId), { upTo: answer.id }).expectStatus(204);
    await counsellor.post(paths.report(bookingId, question.id), {}).expectStatus(202);
    const texts = (await app.deps.eventStore.readStream(`chat-${bookingId}`)).filter((e) => e.type === 'ChatMessageSent');
    expect(texts).toHaveLength(2);

    // The parent who withdrew consents again: the chat opens again.
    await child.post('/api/me/consent/resend').expectStatus(200);
    await app.client().post(`/api/consent/${await consentLinkTo(app, parent.email)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD }).expectStatus(200);
    expect(await child.get(paths.messages(bookingId)).json<ChatMessagesPage>()).toMatchObject({ closed: false, closedMessage: null });
    await child.post(paths.messages(bookingId), { text: 'Thank you!' }).expectStatus(201);
  });
});
