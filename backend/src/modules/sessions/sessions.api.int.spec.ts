// The counsellor's session page over HTTP: who may open it and keep its record, the student it shows, notes that stay
// the counsellor's (never in the student's or an admin's answers, a mail or the log in clear), a summary and documents
// that reach the student, the documents' checks, marking the session completed, and what an erasure removes.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { counsellorSessionPaths as paths, SESSION_DOCUMENT_MAX_BYTES, type CounsellorSession, type SharedDocument } from '@margdarshak/contracts/api/counsellorWorkspace';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage, paidBooking, tinyPdf, tinyPng } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';

type Signed = HttpClient & { userId: string; email: string };
const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let admin: HttpClient;
let pkg: { id: string; price: number };
let counsellor: Signed;
let day = 0;

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  pkg = await createPackage(admin, 'comprehensive', 3999);
  counsellor = await approvedCounsellor(app, admin, { comprehensive: true });
});
afterAll(async () => app?.stop());

const profile = { name: 'Kavya Raghunathan', mobile: '9876543210', schoolName: 'KV Pattom', age: 16, academics: [{ grade: 'Class 10', marks: '91%' }], classLevel: 'class_11', fatherName: 'Suresh R' };

/** A student with a profile and a photo, and their paid session with the counsellor on a day no other test uses. */
async function session(): Promise<{ student: Signed; bookingId: string; date: string }> {
  const student = await app.signUp('student');
  await student.put(`/api/students/${student.userId}/profile`, profile).expectStatus(200);
  const photo = new FormData();
  photo.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), 'me.png');
  expect((await fetch(`${app.url}/api/students/${student.userId}/profile/photo`, { method: 'PUT', body: photo, headers: { Cookie: student.cookieHeader() } })).status).toBe(200);
  const date = `2026-11-${String(25 + (day++ % 5)).padStart(2, '0')}`;
  const slot = ['10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM'][Math.floor(day / 5)] ?? '05:00 PM';
  const { id } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date, slot });
  return { student, bookingId: id, date };
}

function upload(client: HttpClient, bookingId: string, bytes: Buffer | undefined, filename = 'plan.pdf') {
  const form = new FormData();
  if (bytes) form.append('document', new Blob([new Uint8Array(bytes)]), filename);
  return fetch(app.url + paths.documents(bookingId), { method: 'POST', body: form, headers: { Cookie: client.cookieHeader() } });
}

const uploads = async () => (await readdir(path.join(app.deps.config.dataDir, 'uploads')).catch(() => [] as string[])).sort();
const sessionEvents = async (bookingId: string) => (await app.deps.eventStore.readStream(`session-${bookingId}`)).length;

describe('who may open a session and keep its record', () => {
  it('its counsellor and admins; another counsellor or the student is refused, anyone signed out asked to sign in', async () => {
    const { student, bookingId } = await session();
    const callers: Record<string, HttpClient> = { anonymous: app.client(), counsellor, otherCounsellor: await approvedCounsellor(app, admin, { comprehensive: true }), student, admin };
    const statuses = async (call: (client: HttpClient) => PromiseLike<Response>) => {
      const answered: Record<string, number> = {};
      for (const [who, client] of Object.entries(callers)) answered[who] = (await call(client)).status;
      return answered;
    };
    const expected = { anonymous: 401, counsellor: 200, otherCounsellor: 403, student: 403, admin: 200 };
    expect(await statuses((c) => c.get(paths.session(bookingId)))).toEqual(expected);
    expect(await statuses((c) => c.put(paths.summary(bookingId), { summary: 'Good talk' }))).toEqual(expected);
    expect(await statuses((c) => upload(c, bookingId, tinyPdf))).toEqual({ ...expected, counsellor: 201, admin: 201 });
    // The private notes are the counsellor's alone.
    expect(await statuses((c) => c.put(paths.notes(bookingId), { notes: 'Mine' }))).toEqual({ ...expected, admin: 403 });
    const unknown = crypto.randomUUID();
    await counsellor.get(paths.session(unknown)).expectStatus(404);
    await admin.put(paths.summary(unknown), { summary: 'x' }).expectStatus(404);
    expect(await sessionEvents(unknown)).toBe(0);
  });

  it('keeps no record for a session not paid', async () => {
    const student = await app.signUp('student');
    const booking = { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: '2026-12-10', timeSlot: '10:00 AM' };
    const { bookingId } = await student
      .post('/api/payment/create-order', { amount: pkg.price * 100, booking })
      .expectStatus(200)
      .json<{ bookingId: string }>();
    const refused = await counsellor.put(paths.summary(bookingId), { summary: 'Too soon' }).expectStatus(409).json<{ error: string }>();
    expect(refused.error).toBe('Notes, a summary and documents are kept for paid sessions only');
    const before = await uploads();
    expect((await upload(counsellor, bookingId, tinyPdf)).status).toBe(409);
    expect(await uploads()).toEqual(before);
  });
});

describe('the session page', () => {
  it('shows the session, the student to prepare with (their photo too), the package’s tests and an empty record', async () => {
    const { student, bookingId } = await session();
    const page = await counsellor.get(paths.session(bookingId)).expectStatus(200).json<CounsellorSession>();
    expect(page.booking).toMatchObject({ id: bookingId, studentId: student.userId, studentName: profile.name, status: 'confirmed', amount: 3999 });
    expect(page.student).toEqual({
      id: student.userId,
      name: profile.name,
      profilePhoto: expect.stringContaining(`/api/students/${student.userId}/profile/photo?v=`),
      schoolName: profile.schoolName,
      age: 16,
      location: null,
      academics: profile.academics,
      classLevel: 'class_11',
      board: null,
      medium: null,
      fatherName: profile.fatherName,
      fatherOccupation: null,
      motherName: null,
      motherOccupation: null,
    });
    expect(page.tests.map((t) => [t.testType, t.status, t.isReleasedToStudent])).toEqual([
      ['riasec', 'available', false],
      ['bigfive', 'available', false],
      ['multiple_intelligences', 'available', false],
    ]);
    expect([page.notes, page.summary, page.documents, page.canComplete]).toEqual(['', null, [], false]);
    const photo = await counsellor.get(page.student.profilePhoto ?? '').expectStatus(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    await (await approvedCounsellor(app, admin)).get(`/api/students/${student.userId}/profile/photo`).expectStatus(403);
  });
});

describe('notes, summary and documents', () => {
  it('the summary and documents reach the student; the notes never reach the student, an admin, a mail or the log in clear', async () => {
    const { student, bookingId } = await session();
    const secret = `Private worry ${crypto.randomUUID()}`;
    const notes = await counsellor.put(paths.notes(bookingId), { notes: secret }).expectStatus(200).json<CounsellorSession>();
    expect(notes.notes).toBe(secret);
    await counsellor.put(paths.summary(bookingId), { summary: '  Explore B.Sc. Physics; visit IISER open day.  ' }).expectStatus(200);
    const shared = (await (await upload(counsellor, bookingId, tinyPdf, 'Roadmap.pdf')).json()) as SharedDocument;
    expect(shared).toEqual({ id: expect.any(String), name: 'Roadmap.pdf', url: paths.document(bookingId, shared.id), sharedAt: start.toISOString() });

    const listed = await student.get(`/api/students/${student.userId}/bookings`).expectStatus(200);
    const listedText = await listed.clone().text();
    const mine = ((await listed.json()) as StudentBooking[]).find((b) => b.id === bookingId);
    expect(mine?.sessionSummary).toBe('Explore B.Sc. Physics; visit IISER open day.');
    expect(mine?.documents).toEqual([{ path: shared.url }]);
    const file = await student.get(shared.url).expectStatus(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(tinyPdf);
    await admin.get(shared.url).expectStatus(200);
    await (await app.signUp('student')).get(shared.url).expectStatus(403);

    const adminPage = await admin.get(paths.session(bookingId)).expectStatus(200).json<CounsellorSession>();
    expect(adminPage.notes).toBe('');
    const seen = [
      listedText,
      JSON.stringify(adminPage),
      await admin.get(`/api/students/${student.userId}/bookings`).then((r) => r.text()),
      await admin.put(paths.summary(bookingId), { summary: 'Admin edit' }).then((r) => r.text()),
    ];
    const mails = await Promise.all((await readdir(app.outboxDir).catch(() => [] as string[])).map((f) => readFile(path.join(app.outboxDir, f), 'utf8')));
    for (const text of [...seen, ...mails]) expect(text).not.toContain(secret);
    const events = await app.deps.db('events').whereRaw('data::text like ?', [`%${secret.slice(-36)}%`]);
    expect(events).toEqual([]);
  });

  it('refuses a document that is not a PDF, PNG or JPG by its content, one whose name says another type, or one too large, and stores nothing', async () => {
    const { bookingId } = await session();
    const before = await uploads();
    const refusals: [Buffer | undefined, string, number, string][] = [
      [Buffer.from('just text, called a PDF'), 'notes.pdf', 415, 'Document must be a PDF, PNG or JPG file'],
      [tinyPdf, 'scan.png', 415, 'Document is a PDF file named .png: rename it or choose another'],
      [Buffer.concat([tinyPdf, Buffer.alloc(SESSION_DOCUMENT_MAX_BYTES)]), 'big.pdf', 413, 'Document must be at most 10 MB'],
      [undefined, '', 400, 'Choose a PDF, PNG or JPG file to share'],
    ];
    for (const [bytes, name, status, error] of refusals) {
      const response = await upload(counsellor, bookingId, bytes, name);
      expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([status, error]);
    }
    expect(await uploads()).toEqual(before);
    expect(await sessionEvents(bookingId)).toBe(0);
    expect((await upload(counsellor, bookingId, tinyPng, 'diagram.PNG')).status).toBe(201);
  });

  it('withdraws a document: gone from the student’s list, its download and the disk', async () => {
    const { student, bookingId } = await session();
    const shared = (await (await upload(counsellor, bookingId, tinyPdf)).json()) as SharedDocument;
    const [fileId] = (await app.deps.db('session_records').where({ id: bookingId }).first<{ documents: { fileId: string }[] }>('documents')).documents.map((d) => d.fileId);
    expect(await uploads()).toContain(fileId);
    const page = await counsellor
      .delete(`${paths.documents(bookingId)}/${shared.id}`)
      .expectStatus(200)
      .json<CounsellorSession>();
    expect(page.documents).toEqual([]);
    expect(await uploads()).not.toContain(fileId);
    await student.get(shared.url).expectStatus(404);
    expect((await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>()).find((b) => b.id === bookingId)?.documents).toEqual([]);
    await counsellor.delete(`${paths.documents(bookingId)}/${shared.id}`).expectStatus(404);
  });
});

describe('marking a session completed', () => {
  it('is refused before the session has ended, and done once it has', async () => {
    const { bookingId } = await session();
    const { booking } = await counsellor.get(paths.session(bookingId)).json<CounsellorSession>();
    const refused = await counsellor.post(paths.complete(bookingId)).expectStatus(409).json<{ error: string }>();
    expect(refused.error).toBe('This session has not ended yet');
    clock.set(new Date(Date.parse(booking.sessionDate) + SESSION_MS));
    try {
      const fresh = app.client();
      await fresh.post('/api/login', { email: counsellor.email, password: 'secret-123' }).expectStatus(200);
      // The completion processor completes the session at this same instant and may have done so already (a race the
      // test cannot order): marking it completed answers the completed session either way.
      const done = await fresh.post(paths.complete(bookingId)).expectStatus(200).json<CounsellorSession>();
      expect([done.booking.status, done.canComplete]).toEqual(['completed', false]);
      await fresh.post(paths.complete(bookingId)).expectStatus(200);
    } finally {
      clock.set(start);
    }
  });
});

describe('an erased student', () => {
  it('leaves no session record and no shared file, even after a rebuild', async () => {
    const { student, bookingId } = await session();
    await counsellor.put(paths.notes(bookingId), { notes: 'About them' }).expectStatus(200);
    await upload(counsellor, bookingId, tinyPdf);
    const [fileId] = (await app.deps.db('session_records').where({ id: bookingId }).first<{ documents: { fileId: string }[] }>('documents')).documents.map((d) => d.fileId);
    await admin.delete(`/api/admin/users/${student.userId}`).expectStatus(200);
    expect(await app.deps.db('session_records').where({ id: bookingId })).toEqual([]);
    expect(await uploads()).not.toContain(fileId);
    await app.rebuildReadModels();
    expect(await app.deps.db('session_records').where({ student_id: student.userId })).toEqual([]);
    const refused = await counsellor.put(paths.summary(bookingId), { summary: 'Later' }).json<{ error: string }>();
    expect(refused.error).toBe('This student’s account has been deleted');
  });
});
