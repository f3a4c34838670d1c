// The chat messages in a data export: a student's file holds both sides of their own conversations and nothing of another
// booking's (two students with the same counsellor), with the read state and their own reports; a counsellor's holds
// their conversations with the students named by booking id only; a parent's own file holds none; an erased writer's
// text is null, as the chat shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPaths, type ChatMessage, type ChatMessagesPage } from '@margdarshak/contracts/api/chat';
import type { ExportedMessage, MyDataExport } from '@margdarshak/contracts/api/myData';
import { fixedClock } from '../../platform/clock';
import { CHILD_PASSWORD, consentingFamily, PARENT_PASSWORD } from '../../testing/family';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { present } from '../../testing/present';

const clock = fixedClock(new Date('2026-11-02T06:00:00Z'));
const PASSWORD = 'secret-123'; // testApp's signUp
type Signed = HttpClient & { userId: string; email: string };
let app: TestApp;
let admin: HttpClient;
let pkg: { id: string; price: number };
let counsellor: Signed;
let asha: Signed;
let ravi: Signed;
let ashaBooking: string;
let raviBooking: string;
const m: Record<string, ChatMessage> = {};

const student = async (name: string) => {
  const client = await app.signUp('student', `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`);
  await client.put(`/api/students/${client.userId}/profile`, { name, mobile: '9876543210', age: 17, academics: [] }).expectStatus(200);
  return client;
};
const send = async (client: HttpClient, bookingId: string, text: string) => {
  clock.advance(60_000);
  return client.post(chatPaths.messages(bookingId), { text }).expectStatus(201).json<ChatMessage>();
};
const exportOf = async (client: HttpClient, password = PASSWORD) => {
  const text = await (await client.post('/api/me/export', { password }).expectStatus(200)).text();
  return { text, data: JSON.parse(text) as MyDataExport };
};
const exported = (message: ChatMessage, readByRecipient: boolean, yourReport: ExportedMessage['yourReport'] = null): ExportedMessage => ({
  id: message.id,
  bookingId: message.bookingId,
  fromRole: message.fromRole,
  text: message.text,
  sentAt: message.sentAt,
  readByRecipient,
  yourReport,
});

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  pkg = await createPackage(admin, 'basic', 999);
  counsellor = await approvedCounsellor(app, admin, { basic: true }); // Meera Iyer
  asha = await student('Asha Verma');
  ravi = await student('Ravi Kulkarni');
  ashaBooking = (await paidBooking(asha, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-05' })).id;
  raviBooking = (await paidBooking(ravi, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-06' })).id;

  // Asha asks, the counsellor answers (which counts as reading her question); Asha has not read the answer, but reports it.
  m.ashaAsks = await send(asha, ashaBooking, 'Could we talk about architecture colleges?');
  m.toAsha = await send(counsellor, ashaBooking, 'Yes, bring the sketches you made this summer.');
  await asha.post(chatPaths.report(ashaBooking, m.toAsha.id), { reason: 'Trying the report button' }).expectStatus(202);
  // Ravi asks, the counsellor answers, Ravi reads it; the counsellor reports Ravi's question.
  m.raviAsks = await send(ravi, raviBooking, 'Is robotics a good path for me?');
  m.toRavi = await send(counsellor, raviBooking, 'We will look at it on Friday.');
  await ravi.post(chatPaths.read(raviBooking), { upTo: m.toRavi.id }).expectStatus(204);
  await counsellor.post(chatPaths.report(raviBooking, m.raviAsks.id), { reason: 'A second look, please' }).expectStatus(202);
});
afterAll(async () => app?.stop());

describe("a student's export", () => {
  it('holds both sides of their own conversation, with the read state and their own report, and nothing of another booking', async () => {
    const { data, text } = await exportOf(asha);
    expect(data.messages).toEqual([exported(present(m.ashaAsks, 'm.ashaAsks'), true), exported(present(m.toAsha, 'm.toAsha'), false, { reason: 'Trying the report button', at: expect.any(String) })]);
    for (const trace of [
      raviBooking,
      present(m.raviAsks, 'm.raviAsks').id,
      present(m.toRavi, 'm.toRavi').id,
      'robotics',
      'on Friday',
      'A second look',
      ravi.userId,
      'Ravi',
      counsellor.userId,
      counsellor.email,
    ]) {
      expect(text, trace).not.toContain(trace);
    }
    const note = data.notes.find((n) => n.startsWith('Messages:'));
    expect(note).toContain('yours and the other side’s');
    expect(note).not.toContain('no messaging');
  });

  it('gives the other student only their own conversation', async () => {
    const { data, text } = await exportOf(ravi);
    expect(data.messages).toEqual([exported(present(m.raviAsks, 'm.raviAsks'), true), exported(present(m.toRavi, 'm.toRavi'), true)]);
    for (const trace of [ashaBooking, present(m.ashaAsks, 'm.ashaAsks').id, 'architecture', 'sketches', 'Trying the report', asha.userId, 'Asha']) expect(text, trace).not.toContain(trace);
  });
});

describe("a counsellor's export", () => {
  it('holds the messages of both conversations by booking id, with only the counsellor’s own report, and no student', async () => {
    const { data, text } = await exportOf(counsellor);
    expect(data.messages).toEqual([
      exported(present(m.ashaAsks, 'm.ashaAsks'), true),
      exported(present(m.toAsha, 'm.toAsha'), false),
      exported(present(m.raviAsks, 'm.raviAsks'), true, { reason: 'A second look, please', at: expect.any(String) }),
      exported(present(m.toRavi, 'm.toRavi'), true),
    ]);
    for (const trace of [asha.userId, asha.email, 'Asha', ravi.userId, ravi.email, 'Ravi', 'Trying the report']) expect(text, trace).not.toContain(trace);
  });
});

describe('a family', () => {
  it('keeps the child’s own messages in the child’s file: the parent’s file has none, the child’s file the parent downloads only the counsellor’s', async () => {
    const { child, parent } = await consentingFamily(app, 'Anaya Rao', 'msg');
    const booking = (await paidBooking(child, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-07' })).id;
    const mine = await send(child, booking, 'Please do not tell my parents about this yet.');
    const answer = await send(counsellor, booking, 'Of course. Shall we look at the design schools first?');
    const own = await exportOf(parent, PARENT_PASSWORD);
    expect(own.data.messages).toEqual([]);
    expect(own.text).not.toContain('tell my parents');
    const childsOwn = await exportOf(child, CHILD_PASSWORD);
    expect(childsOwn.data.messages).toEqual([exported(mine, true), exported(answer, false)]);
    // The child's file the parent downloads holds what the counsellor wrote, as the parent's page shows it, not the child's own.
    const forChild = await (await parent.post(`/api/parent/children/${child.userId}/export`, { password: PARENT_PASSWORD }).expectStatus(200)).text();
    expect((JSON.parse(forChild) as MyDataExport).messages).toEqual([exported(answer, false)]);
    expect(forChild).not.toContain('tell my parents');
  });
});

describe('an erased writer', () => {
  it('leaves their messages in the other side’s file without text, as the chat shows them', async () => {
    const leaving = await approvedCounsellor(app, admin, { basic: true });
    const neha = await student('Neha Bansal');
    const booking = (await paidBooking(neha, { counsellorId: leaving.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-05', slot: '11:00 AM' })).id;
    const hers = await send(neha, booking, 'When should I take the aptitude test?');
    const theirs = await send(leaving, booking, 'Before Diwali, if you can.');
    await admin.delete(`/api/admin/users/${leaving.userId}`).expectStatus(200);
    await app.runDueJobs();
    const shown = await neha.get(chatPaths.messages(booking)).expectStatus(200).json<ChatMessagesPage>();
    expect(shown.messages.map((x) => x.text)).toEqual([hers.text, null]);
    const { data, text } = await exportOf(neha);
    expect(data.messages).toEqual([exported(hers, true), { ...exported(theirs, false), text: null }]);
    expect(text).not.toContain('Before Diwali');
  });
});
