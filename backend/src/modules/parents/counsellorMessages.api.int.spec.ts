// GET /api/parent/children/{childId}/bookings/{bookingId}/messages over HTTP: the parent who consented reads the
// counsellor's messages of their child's bookings, newest first and paged, never the child's own; everyone else is
// refused (another family's parent, a booking not the child's, the child, counsellors, admins, auditors); reading marks
// nothing read for the child.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { CHAT_PAGE_SIZE, chatPaths, type ChatMessage } from '@margdarshak/contracts/api/chat';
import { familyPaths, type CounsellorMessagesPage } from '@margdarshak/contracts/api/family';
import { fixedClock } from '../../platform/clock';
import { consentingFamily, type SignedIn } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { present } from '../../testing/present';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // the 25th is the first bookable day
let app: TestApp;
let admin: HttpClient;
let auditor: HttpClient;
let counsellor: SignedIn;
let family: { child: SignedIn; parent: SignedIn };
let other: { child: SignedIn; parent: SignedIn };
let booking: string;
let otherBooking: string;
const fromCounsellor: ChatMessage[] = [];
const fromChild: ChatMessage[] = [];

const path = familyPaths.counsellorMessages;
/** Each message a little later than the last, so the chat's throttle never counts more than a few. */
const send = async (client: HttpClient, bookingId: string, text: string) => {
  clock.advance(2_000);
  return client.post(chatPaths.messages(bookingId), { text }).expectStatus(201).json<ChatMessage>();
};
const read = (client: HttpClient, childId: string, bookingId: string, before?: string) =>
  client
    .get(path(childId, bookingId) + (before ? `?before=${before}` : ''))
    .expectStatus(200)
    .json<CounsellorMessagesPage>();
const shown = (m: ChatMessage) => ({ id: m.id, text: m.text, sentAt: m.sentAt });

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  const pkg = await createPackage(admin, 'basic', 999);
  counsellor = await approvedCounsellor(app, admin, { basic: true });
  family = await consentingFamily(app, 'Anaya Rao', 'a');
  other = await consentingFamily(app, 'Vihaan Shah', 'b');
  booking = (await paidBooking(family.child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-25' })).id;
  otherBooking = (await paidBooking(other.child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-25', slot: '11:00 AM' })).id;
  // More counsellor messages than a page, the child's own in between.
  for (let i = 1; i <= CHAT_PAGE_SIZE + 3; i++) {
    fromCounsellor.push(await send(counsellor, booking, `Note ${i} for the family`));
    if (i % 20 === 0) fromChild.push(await send(family.child, booking, `Private question ${i / 20}`));
  }
  await send(counsellor, otherBooking, 'Vihaan’s reading list');
  const input = { email: 'auditor.parent.chat@example.in', password: 'ledger-check-42' };
  await admin.post('/api/admin/auditors', input).expectStatus(201);
  auditor = app.client();
  await auditor.post('/api/login', input).expectStatus(200);
});
afterAll(async () => app?.stop());

describe('who may read a child’s counsellor messages', () => {
  it('only the parent who consented, for a booking of that child', async () => {
    const target = path(family.child.userId, booking);
    const callers: Record<string, HttpClient> = {
      anonymous: app.client(),
      parent: family.parent,
      otherParent: other.parent,
      child: family.child,
      counsellor,
      admin,
      auditor,
    };
    const answered: Record<string, number> = {};
    for (const [who, client] of Object.entries(callers)) answered[who] = (await client.get(target)).status;
    expect(answered).toEqual({ anonymous: 401, parent: 200, otherParent: 403, child: 403, counsellor: 403, admin: 403, auditor: 403 });
  });

  it('refuses a booking that is not the child’s, another family’s or unknown, the same way', async () => {
    await family.parent.get(path(family.child.userId, otherBooking)).expectStatus(403);
    await family.parent.get(path(family.child.userId, crypto.randomUUID())).expectStatus(403);
    // Another family's child with their own booking: still not this parent's.
    await family.parent.get(path(other.child.userId, otherBooking)).expectStatus(403);
    await family.parent.get(path(family.child.userId, 'not-a-booking')).expectStatus(400);
    await family.parent.get(`${path(family.child.userId, booking)}?before=not-a-message`).expectStatus(400);
  });
});

describe('what the parent reads', () => {
  it('the counsellor’s messages only, newest first, a page at a time', async () => {
    const newestFirst = [...fromCounsellor].reverse().map(shown);
    const first = await read(family.parent, family.child.userId, booking);
    expect(first).toEqual({ messages: newestFirst.slice(0, CHAT_PAGE_SIZE), hasMore: true });
    const older = await read(family.parent, family.child.userId, booking, first.messages.at(-1)?.id);
    expect(older).toEqual({ messages: newestFirst.slice(CHAT_PAGE_SIZE), hasMore: false });
  });

  it('never the child’s own messages, nor a page counted from one of them', async () => {
    const response = await family.parent.get(path(family.child.userId, booking)).expectStatus(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const m of fromChild) {
      expect(text).not.toContain(m.id);
      expect(text).not.toContain(m.text ?? '');
    }
    expect(text).not.toContain('Vihaan');
    expect(await read(family.parent, family.child.userId, booking, fromChild[0]?.id)).toEqual({ messages: [], hasMore: false });
  });

  it('marks nothing read for the child', async () => {
    const unread = async () => (await family.child.get(`/api/students/${family.child.userId}/bookings`).expectStatus(200).json<StudentBooking[]>()).find((b) => b.id === booking)?.unreadMessages;
    const before = await unread();
    expect(before).toBe(CHAT_PAGE_SIZE + 3 - 40); // the counsellor's after the child's last message (after note 40)
    const events = (await app.deps.eventStore.readStream(`chat-${booking}`)).length;
    await read(family.parent, family.child.userId, booking);
    expect(await unread()).toBe(before);
    expect((await app.deps.eventStore.readStream(`chat-${booking}`)).length).toBe(events);
  });

  it('stays open to the parent after they withdraw consent', async () => {
    await family.parent.post(familyPaths.withdraw(family.child.userId)).expectStatus(200);
    const page = await read(family.parent, family.child.userId, booking);
    expect(page.messages[0]).toEqual(shown(present(fromCounsellor.at(-1), 'fromCounsellor.at(-1)')));
  });
});
