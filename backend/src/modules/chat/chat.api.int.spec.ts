// A booking's chat over HTTP: who may read, send, mark read and report (the booking's student and counsellor; nobody
// else, admins included), the text's limits and the throttle, a cancelled booking's closed chat, paging back, unread
// counts on both dashboards' lists, reports reaching the back office, and texts that never sit in the log in clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_PAGE_SIZE,
  CHAT_THROTTLE_MAX,
  chatPaths as paths,
  type ChatMessage,
  type ChatMessagesPage,
  type ReportedConversation,
  type ReportedConversationDetail,
} from '@margdarshak/contracts/api/chat';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';
import { fixedClock } from '../../platform/clock';
import type { HttpClient } from '../../testing/httpClient';
import { present } from '../../testing/present';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { summarize } from '../audit';
import { chatWorld, type ChatWorld } from '../../testing/chatTesting';

// Near the real time: a second process (with the system's clock) must accept the sessions this one signs in.
const clock = fixedClock(new Date());
let app: TestApp;
let world: ChatWorld;

beforeAll(async () => {
  app = await startTestApp({ clock });
  world = await chatWorld(app);
});
afterAll(async () => app?.stop());

const send = (client: HttpClient, bookingId: string, text: string) => client.post(paths.messages(bookingId), { text });
const sent = async (client: HttpClient, bookingId: string, text: string) => send(client, bookingId, text).expectStatus(201).json<ChatMessage>();
const page = (client: HttpClient, bookingId: string, before?: string) =>
  client
    .get(paths.messages(bookingId) + (before ? `?before=${before}` : ''))
    .expectStatus(200)
    .json<ChatMessagesPage>();
/** Each test moves past the throttle's window first: its own sends are the only ones counted. */
const freshWindow = () => clock.advance(60_000);

describe('who may use a booking’s chat', () => {
  it('its student and counsellor; another student or counsellor and admins are refused, unknown bookings are 404', async () => {
    freshWindow();
    const { student, counsellor, bookingId } = await world.session();
    const other = await world.session();
    const first = await sent(student, bookingId, 'Hello, I have questions about engineering branches');
    const callers: Record<string, HttpClient> = { anonymous: app.client(), student, counsellor, otherStudent: other.student, otherCounsellor: other.counsellor, admin: world.admin };
    const statuses = async (call: (client: HttpClient) => PromiseLike<Response>) => {
      const answered: Record<string, number> = {};
      for (const [who, client] of Object.entries(callers)) answered[who] = (await call(client)).status;
      return answered;
    };
    const refused = { anonymous: 401, otherStudent: 403, otherCounsellor: 403, admin: 403 };
    expect(await statuses((c) => c.get(paths.messages(bookingId)))).toEqual({ ...refused, student: 200, counsellor: 200 });
    expect(await statuses((c) => send(c, bookingId, 'Hi'))).toEqual({ ...refused, student: 201, counsellor: 201 });
    expect(await statuses((c) => c.post(paths.read(bookingId), { upTo: first.id }))).toEqual({ ...refused, student: 204, counsellor: 204 });
    // The counsellor may report the student's message; the student reporting their own is refused below.
    expect(await statuses((c) => c.post(paths.report(bookingId, first.id), {}))).toEqual({ ...refused, student: 422, counsellor: 202 });
    expect(
      await statuses((c) =>
        c.get(paths.stream(bookingId)).then(async (r) => {
          await r.body?.cancel();
          return r;
        }),
      ),
    ).toEqual({ ...refused, student: 200, counsellor: 200 });

    const unknown = crypto.randomUUID();
    await student.get(paths.messages(unknown)).expectStatus(404);
    await student.post(paths.messages(unknown), { text: 'Anyone?' }).expectStatus(404);
    await student.get(paths.stream(unknown)).expectStatus(404);
    await student.post(paths.read(bookingId), { upTo: unknown }).expectStatus(404);
    await counsellor.post(paths.report(bookingId, unknown), {}).expectStatus(404);
    await student.get(`${paths.messages('not-a-uuid')}`).expectStatus(400);
    expect(await app.deps.eventStore.readStream(`chat-${unknown}`)).toEqual([]);
  });
});

describe('sending', () => {
  it('takes 1 to 2,000 characters after trimming, naming the field otherwise', async () => {
    freshWindow();
    const { student, bookingId } = await world.session();
    for (const text of ['', '   \n ', 'x'.repeat(2_001)]) {
      const answer = await send(student, bookingId, text).expectStatus(400).json<{ error: string; issues: { path: string }[] }>();
      expect(answer.issues.map((i) => i.path)).toEqual(['text']);
    }
    await student.post(paths.messages(bookingId), { text: 42 }).expectStatus(400);
    const longest = await sent(student, bookingId, `  ${'है'.repeat(1_000)}  `);
    expect(longest.text).toBe('है'.repeat(1_000));
    expect(longest).toMatchObject({ bookingId, fromUserId: student.userId, fromRole: 'student', sentAt: clock.now().toISOString() });
    expect((await page(student, bookingId)).messages.map((m) => m.text)).toEqual([longest.text]);
  });

  it(`allows ${CHAT_THROTTLE_MAX} messages in 10 seconds per person, then answers 429 with Retry-After`, async () => {
    freshWindow();
    const { student, counsellor, bookingId } = await world.session();
    for (let i = 0; i < CHAT_THROTTLE_MAX; i++) await sent(student, bookingId, `Message ${i + 1}`);
    const refused = await send(student, bookingId, 'One too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/too quickly/);
    // The other side is counted apart, and the window moves on.
    await sent(counsellor, bookingId, 'Take your time');
    clock.advance(10_001);
    await sent(student, bookingId, 'Thanks');
    expect((await page(counsellor, bookingId)).messages).toHaveLength(CHAT_THROTTLE_MAX + 2);
  });

  it('is closed on a cancelled booking (409), whose messages stay readable', async () => {
    freshWindow();
    const { student, counsellor, bookingId } = await world.session();
    await sent(counsellor, bookingId, 'See you on Thursday');
    await student.post(`/api/bookings/${bookingId}/cancel`, {}).expectStatus(200);
    const refused = await send(student, bookingId, 'Sorry, I had to cancel').expectStatus(409).json<{ error: string }>();
    expect(refused.error).toMatch(/cancelled/);
    await send(counsellor, bookingId, 'No problem').expectStatus(409);
    const after = await page(student, bookingId);
    expect(after.closed).toBe(true);
    expect(after.messages.map((m) => m.text)).toEqual(['See you on Thursday']);
  });
});

describe('reading', () => {
  it(`pages back ${CHAT_PAGE_SIZE} at a time, oldest first within a page`, async () => {
    freshWindow();
    const { student, counsellor, bookingId } = await world.session();
    const texts: string[] = [];
    for (let i = 0; i < CHAT_PAGE_SIZE + 5; i++) {
      if (i % 10 === 0) clock.advance(10_001);
      const text = `Note ${i + 1}`;
      texts.push(text);
      await sent(i % 2 ? counsellor : student, bookingId, text);
    }
    const newest = await page(student, bookingId);
    expect(newest.messages.map((m) => m.text)).toEqual(texts.slice(5));
    expect(newest.hasMore).toBe(true);
    expect(newest.lastEventId).toBe(newest.messages.at(-1)?.position);
    const older = await page(student, bookingId, newest.messages[0]?.id);
    expect(older.messages.map((m) => m.text)).toEqual(texts.slice(0, 5));
    expect(older.hasMore).toBe(false);
  });

  it('counts unread messages for each side on both dashboards’ lists, and what marking read clears', async () => {
    freshWindow();
    const { student, counsellor, bookingId } = await world.session();
    const studentUnread = async () => (await student.get(`/api/students/${student.userId}/bookings`).expectStatus(200).json<StudentBooking[]>()).find((b) => b.id === bookingId)?.unreadMessages;
    const counsellorUnread = async () =>
      (await counsellor.get(`/api/counsellors/${counsellor.userId}/bookings`).expectStatus(200).json<CounsellorBooking[]>()).find((b) => b.id === bookingId)?.unreadMessages;
    expect([await studentUnread(), await counsellorUnread()]).toEqual([0, 0]);
    const [a, b] = [await sent(counsellor, bookingId, 'Please finish the RIASEC test'), await sent(counsellor, bookingId, 'And bring your marksheets')];
    await sent(counsellor, bookingId, 'See you soon');
    expect([await studentUnread(), await counsellorUnread()]).toEqual([3, 0]);
    await student.post(paths.read(bookingId), { upTo: b?.id }).expectStatus(204);
    expect(await studentUnread()).toBe(1);
    expect((await page(student, bookingId)).readUpTo).toBe(b?.id);
    // Reading an older message changes nothing, and is not recorded again.
    const before = (await app.deps.eventStore.readStream(`chat-${bookingId}`)).length;
    await student.post(paths.read(bookingId), { upTo: a?.id }).expectStatus(204);
    expect(await studentUnread()).toBe(1);
    expect((await app.deps.eventStore.readStream(`chat-${bookingId}`)).length).toBe(before);
    // Writing answers what came before it.
    await sent(student, bookingId, 'Done, and I will');
    expect([await studentUnread(), await counsellorUnread()]).toEqual([0, 1]);
  });
});

describe('reports', () => {
  it('put a conversation, and only a reported one, in front of admins', async () => {
    freshWindow();
    const { student, counsellor, bookingId } = await world.session();
    const quiet = await world.session();
    await sent(quiet.student, quiet.bookingId, 'Nothing to see here');
    const rude = await sent(counsellor, bookingId, 'A message the student finds inappropriate');
    await sent(student, bookingId, 'Please do not write that');
    await student.post(paths.report(bookingId, rude.id), { reason: '  It made me uncomfortable ' }).expectStatus(202);
    const reported = (await app.deps.eventStore.readStream(`chat-${bookingId}`)).length;
    await student.post(paths.report(bookingId, rude.id), {}).expectStatus(202); // again: nothing more recorded
    expect((await app.deps.eventStore.readStream(`chat-${bookingId}`)).length).toBe(reported);
    expect((await page(student, bookingId)).messages.map((m) => m.reportedByMe)).toEqual([true, false]);
    expect((await page(counsellor, bookingId)).messages.map((m) => m.reportedByMe)).toEqual([false, false]);

    const list = await world.admin.get(paths.adminConversations).expectStatus(200);
    const rows = (await list.json()) as ReportedConversation[];
    expect(rows.map((r) => r.bookingId)).toContain(bookingId);
    expect(rows.map((r) => r.bookingId)).not.toContain(quiet.bookingId);
    expect(list.headers.get('content-range')).toMatch(/^conversations 0-\d+\/\d+$/);
    expect(rows.find((r) => r.bookingId === bookingId)?.counsellorName).toBe('Meera Iyer');
    // A later report in another conversation: the back office's column sorts both ways.
    const later = await world.session();
    freshWindow();
    const laterMessage = await sent(later.counsellor, later.bookingId, 'Another message reported');
    await later.student.post(paths.report(later.bookingId, laterMessage.id), {}).expectStatus(202);
    const sorted = async (order: 'ASC' | 'DESC') =>
      (
        await world.admin
          .get(`${paths.adminConversations}?sort=${encodeURIComponent(JSON.stringify(['lastReportedAt', order]))}`)
          .expectStatus(200)
          .json<ReportedConversation[]>()
      )
        .map((r) => r.bookingId)
        .filter((id) => id === bookingId || id === later.bookingId);
    expect(await sorted('ASC')).toEqual([bookingId, later.bookingId]);
    expect(await sorted('DESC')).toEqual([later.bookingId, bookingId]);
    const detail = await world.admin.get(paths.adminConversation(bookingId)).expectStatus(200).json<ReportedConversationDetail>();
    expect(detail).toMatchObject({ bookingId, studentId: student.userId, counsellorId: counsellor.userId, messageCount: 2, reportCount: 1 });
    expect(detail.messages.map((m) => [m.text, m.reports.map((r) => [r.byUserId, r.reason])])).toEqual([
      [rude.text, [[student.userId, 'It made me uncomfortable']]],
      ['Please do not write that', []],
    ]);
    await world.admin.get(paths.adminConversation(quiet.bookingId)).expectStatus(404);
    for (const participant of [student, counsellor]) {
      await participant.get(paths.adminConversations).expectStatus(403);
      await participant.get(paths.adminConversation(bookingId)).expectStatus(403);
    }
    await app.client().get(paths.adminConversations).expectStatus(401);
    await app.client().get(paths.adminConversation(bookingId)).expectStatus(401);
  });
});

describe('the log', () => {
  it('keeps texts and reasons sealed with the writer’s key, and its sentences never show them', async () => {
    freshWindow();
    const { student, counsellor, bookingId } = await world.session();
    const secret = 'My phone number is 98450 12345';
    const message = await sent(student, bookingId, secret);
    await counsellor.post(paths.report(bookingId, message.id), { reason: 'Shares a phone number' }).expectStatus(202);
    const events = await app.deps.eventStore.readStream(`chat-${bookingId}`);
    expect(events.map((e) => e.type)).toEqual(['ChatMessageSent', 'ChatMessageReported']);
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toMatch(/98450|phone number/i);
    const [sentEvent] = events;
    const sealed = (present(sentEvent, 'the ChatMessageSent event').data as { text: string }).text;
    expect(await app.deps.vault.open(student.userId, sealed)).toBe(secret);
    expect(await app.deps.vault.open(counsellor.userId, sealed).catch(() => 'refused')).not.toBe(secret);
    expect(events.map((e) => summarize(e))).toEqual([`Chat message ${message.id} sent by the student (text sealed)`, `Chat message ${message.id} reported by the counsellor (reason sealed)`]);
    expect(sentEvent?.metadata).toMatchObject({ userId: student.userId, role: 'student' });
  });
});

describe('the read model', () => {
  it('is the same rebuilt from the log as built as it went, an erased writer’s texts gone either way', async () => {
    freshWindow();
    const { student, counsellor, bookingId } = await world.session();
    const m = await sent(counsellor, bookingId, 'Before you go: the aptitude test');
    await sent(student, bookingId, 'Thank you!');
    await student.post(paths.read(bookingId), { upTo: m.id }).expectStatus(204);
    await student.post(paths.report(bookingId, m.id), { reason: 'Testing reports' }).expectStatus(202);
    const erasing = await world.admin.delete(`/api/admin/users/${student.userId}`);
    expect(erasing.status).toBeLessThan(300);
    await app.runDueJobs();
    const tables = ['chat_messages', 'chat_reports', 'chat_participants', 'chat_conversations'];
    const snapshot = async () => Promise.all(tables.map((table) => app.deps.db(table).select().orderByRaw('1, 2')));
    const built = await snapshot();
    const erased = await app.deps.db('chat_messages').where({ booking_id: bookingId }).orderBy('commit').pluck('text');
    expect(erased).toEqual([m.text, null]);
    await app.rebuildReadModels();
    expect(await snapshot()).toEqual(built);
  });
});
