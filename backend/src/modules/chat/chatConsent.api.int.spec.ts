// Issue 27, item 2: withdrawal stops chat and the video room as it stops tests and bookings. Once a child's parent
// withdraws their consent, the session's chat is read-only for the child and the counsellor alike, and its room stays
// closed to both, each told why; what was said stays readable and reportable, and both open again once the parent
// consents again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPaths as paths, type ChatMessage, type ChatMessagesPage } from '@margdarshak/contracts/api/chat';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { CounsellorSession } from '@margdarshak/contracts/api/counsellorWorkspace';
import { ROOM_CONSENT_WITHDRAWN } from '@margdarshak/contracts/api/rooms';
import { addDays, istDate, slotStart } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import { CHILD_PASSWORD, consentingFamily, consentLinkTo, PARENT_PASSWORD } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { CHAT_CONSENT_WITHDRAWN } from './chat.decider';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

describe('a session after the student’s parent withdrew consent', () => {
  it('has a read-only chat and a closed room for the student and the counsellor, each saying why, until the parent consents again', async () => {
    const admin = await app.admin();
    const pkg = await createPackage(admin, 'advanced', 1999);
    const counsellor = await approvedCounsellor(app, admin);
    const { child, parent } = await consentingFamily(app, 'Asha Kulkarni', `${Date.now()}`);
    const date = addDays(istDate(clock.now()), 4);
    const { id: bookingId } = await paidBooking(child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date, slot: '10:00 AM' });
    const question = await child.post(paths.messages(bookingId), { text: 'Which stream suits design?' }).expectStatus(201).json<ChatMessage>();
    const answer = await counsellor.post(paths.messages(bookingId), { text: 'Let us look at it on Thursday.' }).expectStatus(201).json<ChatMessage>();

    // The session reads say why the room is closed, so the room card can say it before the room would open.
    const roomClosed = async () => [
      (await child.get(`/api/students/${child.userId}/bookings`).expectStatus(200).json<StudentBooking[]>()).find((b) => b.id === bookingId)?.roomClosedMessage,
      (await counsellor.get(`/api/counsellor/sessions/${bookingId}`).expectStatus(200).json<CounsellorSession>()).roomClosedMessage,
    ];
    expect(await roomClosed()).toEqual([null, null]);

    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);
    expect(await roomClosed()).toEqual([ROOM_CONSENT_WITHDRAWN.student, ROOM_CONSENT_WITHDRAWN.counsellor]);

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

    // The session's room stays closed to both while consent is withdrawn, even at its start.
    const room = `/api/bookings/${bookingId}/room`;
    const start = slotStart(date, '10:00 AM');
    const atStart = async (email: string) => {
      const fresh = app.client();
      await fresh.post('/api/login', { email, password: CHILD_PASSWORD }).expectStatus(200);
      return fresh;
    };
    clock.set(start);
    try {
      expect(await (await atStart(child.email)).get(room).expectStatus(403).json()).toEqual({ error: ROOM_CONSENT_WITHDRAWN.student });
      expect(await (await atStart(counsellor.email)).post(`${room}/join`).expectStatus(403).json()).toEqual({ error: ROOM_CONSENT_WITHDRAWN.counsellor });
    } finally {
      clock.set(new Date('2026-11-23T06:00:00Z'));
    }

    // The parent who withdrew consents again: the chat and the room open again.
    await child.post('/api/me/consent/resend').expectStatus(200);
    await app
      .client()
      .post(`/api/consent/${await consentLinkTo(app, parent.email)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })
      .expectStatus(200);
    expect(await child.get(paths.messages(bookingId)).json<ChatMessagesPage>()).toMatchObject({ closed: false, closedMessage: null });
    expect(await roomClosed()).toEqual([null, null]);
    await child.post(paths.messages(bookingId), { text: 'Thank you!' }).expectStatus(201);
    clock.set(start);
    try {
      await (await atStart(child.email)).post(`${room}/join`).expectStatus(200);
    } finally {
      clock.set(new Date('2026-11-23T06:00:00Z'));
    }
  });
});
