// The student profile over HTTP: who may read and save it (and its photo), what the form's fields must be, the
// spec's fallbacks before a save, and that the profile is sealed in the log, rebuilt from it and gone with an erasure.
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameFromEmail } from '@margdarshak/contracts/api/accounts';
import type { CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { noProfileDetails, STUDENT_FALLBACK_MOBILE, studentProfilePaths, type StudentProfile, type StudentProfileRequest } from '@margdarshak/contracts/api/students';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage, paidBooking, tinyPdf, tinyPng } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { ADULT_DATE_OF_BIRTH, startTestApp, type TestApp } from '../../testing/testApp';

type Signed = HttpClient & { userId: string; email: string };

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
let counsellor: Signed;
beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  counsellor = await app.signUp('counsellor');
});
afterAll(async () => app?.stop());

const full: StudentProfileRequest = {
  name: 'Kavya Raghunathan',
  schoolName: 'Kendriya Vidyalaya Pattom',
  age: 16,
  mobile: '+91 98765 43210',
  location: 'Thiruvananthapuram',
  academics: [
    { grade: 'Class 9', marks: '91%' },
    { grade: 'Class 10', marks: 'CGPA 9.4' },
  ],
  classLevel: 'class_11',
  board: 'state',
  medium: 'hindi',
  fatherName: 'Suresh Raghunathan',
  fatherOccupation: 'Bank clerk',
  motherName: 'Lalitha Raghunathan',
  motherOccupation: 'Science teacher',
};

const profilePath = (id: string) => studentProfilePaths.profile(id);
const photoPath = (id: string) => studentProfilePaths.photo(id);

function photoForm(bytes: Buffer | undefined, filename = 'me.png') {
  const form = new FormData();
  if (bytes) form.append('profilePhoto', new Blob([new Uint8Array(bytes)]), filename);
  return form;
}
const putPhoto = (client: HttpClient, id: string, body: FormData = photoForm(tinyPng)) =>
  fetch(app.url + photoPath(id), { method: 'PUT', body, headers: client.cookieHeader() ? { Cookie: client.cookieHeader() } : {} });

const profileEvents = async (id: string) =>
  Number(
    (
      await app.deps
        .db('events')
        .where({ stream_name: `student-profile-${id}` })
        .count<{ n: string }[]>({ n: '*' })
    )[0]?.n,
  );
const uploads = async () => readdir(`${app.deps.config.dataDir}/uploads`).catch(() => [] as string[]);

describe('who may read and save a student profile', () => {
  it('the student and admins; another student or a counsellor is refused, anyone signed out asked to sign in', async () => {
    const owner = await app.signUp('student');
    const callers: Record<string, HttpClient> = { anonymous: app.client(), owner, otherStudent: await app.signUp('student'), counsellor, admin };
    const statuses = async (call: (client: HttpClient) => PromiseLike<Response>) => {
      const answered: Record<string, number> = {};
      for (const [who, client] of Object.entries(callers)) answered[who] = (await call(client)).status;
      return answered;
    };
    const expected = { anonymous: 401, owner: 200, otherStudent: 403, counsellor: 403, admin: 200 };
    expect(await statuses((c) => c.put(profilePath(owner.userId), full))).toEqual(expected);
    expect(await statuses((c) => c.get(profilePath(owner.userId)))).toEqual(expected);
    expect(await statuses((c) => putPhoto(c, owner.userId))).toEqual(expected);
    expect(await statuses((c) => c.get(photoPath(owner.userId)))).toEqual(expected);
  });

  it('answers 404 to an admin asking for an id that is not a student’s', async () => {
    const unknown = crypto.randomUUID();
    for (const id of [counsellor.userId, unknown]) {
      await admin.get(profilePath(id)).expectStatus(404);
      await admin.put(profilePath(id), full).expectStatus(404);
      expect((await putPhoto(admin, id)).status).toBe(404);
      await admin.get(photoPath(id)).expectStatus(404);
      expect(await profileEvents(id)).toBe(0);
    }
    expect(await app.deps.db('personal_data_keys').where({ subject_id: unknown })).toEqual([]);
  });
});

describe('the profile', () => {
  it('falls back to the e-mail’s local part and the spec’s phone before the first save, never cached', async () => {
    const student = await app.signUp('student', `asha.verma.${Date.now()}@example.in`);
    const response = await student.get(profilePath(student.userId)).expectStatus(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      name: nameFromEmail(student.email),
      mobile: STUDENT_FALLBACK_MOBILE,
      profilePhoto: null,
      ...noProfileDetails(),
      profileComplete: false,
    } satisfies StudentProfile);
  });

  it('starts from the name given at sign-up, still incomplete until the profile is saved', async () => {
    const student = app.client();
    const email = `tara.iyer.${Date.now()}@example.in`;
    const { id } = await student
      .post('/api/register', { email, password: 'secret-123', role: 'student', name: 'Tara Iyer', dateOfBirth: ADULT_DATE_OF_BIRTH })
      .expectStatus(201)
      .json<{ id: string }>();
    await student.post('/api/login', { email, password: 'secret-123' }).expectStatus(200);
    const profile = await student.get(profilePath(id)).expectStatus(200).json<StudentProfile>();
    expect({ name: profile.name, mobile: profile.mobile, profileComplete: profile.profileComplete }).toEqual({ name: 'Tara Iyer', mobile: STUDENT_FALLBACK_MOBILE, profileComplete: false });
    const listed = await admin
      .get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`)
      .expectStatus(200)
      .json<{ id: string; profileComplete: boolean }[]>();
    expect(listed.find((user) => user.id === id)?.profileComplete).toBe(false);
  });

  it('saves every field, the mobile as its ten digits, and answers what a read then shows', async () => {
    const student = await app.signUp('student');
    const saved = await student.put(profilePath(student.userId), full).expectStatus(200).json<StudentProfile>();
    expect(saved).toEqual({ ...full, mobile: '9876543210', profilePhoto: null, profileComplete: true });
    expect(await student.get(profilePath(student.userId)).json()).toEqual(saved);
    expect(await admin.get(profilePath(student.userId)).json()).toEqual(saved);
  });

  it('keeps only name and mobile when the rest is left blank, and an admin may correct it', async () => {
    const student = await app.signUp('student');
    await student.put(profilePath(student.userId), full).expectStatus(200);
    const blank = { name: '  Kavya R  ', mobile: '98765-43210', schoolName: '', age: null, location: '   ', academics: [], fatherName: null };
    expect(await admin.put(profilePath(student.userId), blank).expectStatus(200).json()).toEqual({
      name: 'Kavya R',
      mobile: '9876543210',
      profilePhoto: null,
      ...noProfileDetails(),
      profileComplete: true,
    } satisfies StudentProfile);
  });

  it('refuses each wrong field with its message, as a 400 naming the field, and writes nothing', async () => {
    const student = await app.signUp('student');
    const refused = async (body: unknown, path: string, message?: string) => {
      const response = await student.put(profilePath(student.userId), body).expectStatus(400).json<{ error: string; issues: { path: string; message: string }[] }>();
      expect(response.issues, JSON.stringify(body).slice(0, 80)).toContainEqual({ path, message: message ?? expect.any(String) });
    };
    const { name: _name, ...withoutName } = full;
    await refused(withoutName, 'name', 'Name must be at least 2 characters');
    await refused({ ...full, name: ' A ' }, 'name', 'Name must be at least 2 characters');
    await refused({ ...full, name: 42 }, 'name', 'Name must be at least 2 characters');
    await refused({ ...full, name: 'x'.repeat(101) }, 'name', 'At most 100 characters');
    const { mobile: _mobile, ...withoutMobile } = full;
    await refused(withoutMobile, 'mobile', 'Enter a 10-digit Indian mobile number (+91 optional)');
    for (const mobile of ['98765', '5876543210', '98765432101', '+1 9876543210', '98765 4321x', '(+91) 98765 43210', '', 9876543210]) {
      await refused({ ...full, mobile }, 'mobile', 'Enter a 10-digit Indian mobile number (+91 optional)');
    }
    await refused({ ...full, age: 9 }, 'age', 'Age must be between 10 and 35');
    await refused({ ...full, age: 36 }, 'age', 'Age must be between 10 and 35');
    await refused({ ...full, age: '16' }, 'age', 'Age must be between 10 and 35');
    await refused({ ...full, age: 15.5 }, 'age', 'Age must be a whole number');
    await refused({ ...full, academics: [{ marks: '91%' }] }, 'academics.0.grade', 'Grade is required');
    await refused(
      {
        ...full,
        academics: [
          { grade: 'Class 10', marks: '95%' },
          { grade: '  ', marks: '80%' },
        ],
      },
      'academics.1.grade',
      'Grade is required',
    );
    await refused({ ...full, academics: [{ grade: 'Class 10' }] }, 'academics.0.marks', 'Marks are required');
    await refused({ ...full, academics: Array.from({ length: 13 }, (_, i) => ({ grade: `Term ${i + 1}`, marks: 'A' })) }, 'academics', 'At most 12 academic records');
    for (const academics of ['Class 10: 91%', { grade: 'Class 10', marks: '91%' }, [['Class 10', '91%']]]) {
      expect((await student.put(profilePath(student.userId), { ...full, academics })).status).toBe(400);
    }
    await refused({ ...full, schoolName: 'S'.repeat(151) }, 'schoolName', 'At most 150 characters');
    await refused({ ...full, fatherName: ['Suresh'] }, 'fatherName');
    for (const body of [[full], 'Kavya', null, 42]) expect((await student.put(profilePath(student.userId), body)).status).toBe(400);
    expect((await student.raw('PUT', profilePath(student.userId), '{"name": "Kavya",')).status).toBe(400);

    expect(await profileEvents(student.userId)).toBe(0);
    expect((await student.get(profilePath(student.userId)).json<StudentProfile>()).profileComplete).toBe(false);
  });
});

const versionOf = (studentId: string) => new RegExp(`^${photoPath(studentId).replace(/[.?]/g, '\\$&')}\\?v=[\\w-]+$`);

describe('the photo', () => {
  it('takes a PNG or JPG and serves it privately; a replaced photo’s file is removed', async () => {
    const student = await app.signUp('student');
    const first = await putPhoto(student, student.userId);
    expect(first.status).toBe(200);
    const firstProfile = await first.json();
    expect(firstProfile).toMatchObject({ profilePhoto: expect.stringMatching(versionOf(student.userId)), profileComplete: false, mobile: STUDENT_FALLBACK_MOBILE });
    const served = await student.get(photoPath(student.userId)).expectStatus(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=300');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPng);

    const before = await uploads();
    const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
    const second = await putPhoto(student, student.userId, photoForm(jpg, 'me.jpg'));
    expect(second.status).toBe(200);
    // A new photo, a new address: no browser keeps showing the old one from its cache.
    const { profilePhoto } = (await second.json()) as { profilePhoto: string };
    expect(profilePhoto).toMatch(versionOf(student.userId));
    expect(profilePhoto).not.toBe(firstProfile.profilePhoto);
    expect((await student.get(photoPath(student.userId)).expectStatus(200)).headers.get('content-type')).toBe('image/jpeg');
    expect((await uploads()).length).toBe(before.length);
    // The profile saved afterwards keeps the photo.
    expect(await student.put(profilePath(student.userId), full).json()).toMatchObject({ profilePhoto, profileComplete: true });
  });

  it('refuses a PDF renamed .png, a photo over 5 MB, a form without it, or no form, and stores nothing', async () => {
    const student = await app.signUp('student');
    const before = await uploads();
    const disguised = await putPhoto(student, student.userId, photoForm(tinyPdf, 'me.png'));
    expect([disguised.status, await disguised.json()]).toEqual([415, { error: 'Profile photo must be a PNG or JPG file' }]);
    const huge = await putPhoto(student, student.userId, photoForm(Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)])));
    expect([huge.status, await huge.json()]).toEqual([413, { error: 'Profile photo must be at most 5 MB' }]);
    const missing = await putPhoto(student, student.userId, photoForm(undefined));
    expect([missing.status, (await missing.json()).error]).toEqual([400, 'Profile photo required']);
    expect((await student.put(photoPath(student.userId), { profilePhoto: 'me.png' })).status).toBe(415);

    expect(await uploads()).toEqual(before);
    expect(await profileEvents(student.userId)).toBe(0);
    await student.get(photoPath(student.userId)).expectStatus(404);
  });
});

describe('the log and the read model', () => {
  it('keeps every personal field sealed in the log, and the same profile after a rebuild', async () => {
    const student = await app.signUp('student');
    await student.put(profilePath(student.userId), full).expectStatus(200);
    expect((await putPhoto(student, student.userId)).status).toBe(200);
    const saved = await student.get(profilePath(student.userId)).json<StudentProfile>();

    const { rows } = await app.deps.db.raw<{ rows: { data: string }[] }>('select data::text as data from events where stream_name = ?', [`student-profile-${student.userId}`]);
    expect(rows).toHaveLength(2);
    const clear = ['Kavya', 'Raghunathan', 'Kendriya', 'Thiruvananthapuram', '9876543210', 'Class 10', 'CGPA', 'Bank clerk', 'Science teacher', 'class_11', 'hindi'];
    for (const { data } of rows) for (const text of clear) expect(data).not.toContain(text);

    const snapshot = () => app.deps.db('student_profiles').orderBy('id');
    const rowsBefore = await snapshot();
    await app.rebuildReadModels();
    expect(await snapshot()).toEqual(rowsBefore);
    expect(await student.get(profilePath(student.userId)).json()).toEqual(saved);
  });

  it('forgets an erased student: no row, no photo file, nothing in clear anywhere, even after a rebuild', async () => {
    const student = await app.signUp('student');
    const name = `Nivedita Erasable ${Date.now()}`;
    await student.put(profilePath(student.userId), { ...full, name }).expectStatus(200);
    expect((await putPhoto(student, student.userId)).status).toBe(200);
    const [{ photo_file_id: photoFileId }] = await app.deps.db('student_profiles').where({ id: student.userId }).select('photo_file_id');
    expect(await uploads()).toContain(photoFileId);

    await admin.delete(`/api/admin/users/${student.userId}`).expectStatus(200);
    expect(await app.deps.db('student_profiles').where({ id: student.userId })).toEqual([]);
    expect(await uploads()).not.toContain(photoFileId);
    await admin.get(profilePath(student.userId)).expectStatus(404);
    await admin.put(profilePath(student.userId), full).expectStatus(404);

    await app.rebuildReadModels();
    expect(await app.deps.db('student_profiles').where({ id: student.userId })).toEqual([]);
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    const { rows: tables } = await client.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public'");
    for (const { table_name } of tables) {
      const { rows } = await client.query(`select count(*)::int as n from "${table_name}" t where t::text ilike $1`, [`%${name}%`]);
      expect({ table_name, n: rows[0].n }).toEqual({ table_name, n: 0 });
    }
    await client.end();
  });
});

describe('the name a student is shown by', () => {
  it('is the profile’s name once saved: the counsellor’s results say it, changed at once', async () => {
    const approved = await approvedCounsellor(app, admin);
    const pkg = await createPackage(admin, 'advanced', 1999);
    const student = await app.signUp('student', `kavya.r.${Date.now()}@example.in`);
    const { id: bookingId } = await paidBooking(student, { counsellorId: approved.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-26' });
    const { items } = await app.client().get('/api/assessments/riasec/items').expectStatus(200).json<ItemsResponse>();
    await student.post(`/api/personality-test/${bookingId}/submit`, { testType: 'riasec', answers: Object.fromEntries(items.map((item) => [item.id, 3])) }).expectStatus(201);
    const shownAs = async () => (await approved.get('/api/counsellor/personality-tests').expectStatus(200).json<CounsellorTestRecord[]>()).map((r) => r.studentName);

    expect(await shownAs()).toEqual([nameFromEmail(student.email)]);
    await student.put(profilePath(student.userId), full).expectStatus(200);
    expect(await shownAs()).toEqual([full.name]);
  });
});
