import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCounsellor, CounsellorListItem } from '@margdarshak/contracts/api/counsellors';
import { tinyPdf, tinyPng } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(async () => app?.stop());

const [png, pdf] = [tinyPng, tinyPdf];
const fields = {
  name: 'Meera Iyer',
  age: '34',
  mobile: '9876543210',
  qualification: 'M.A. Psychology',
  address: '12 MG Road, Bengaluru',
  specialization: 'Engineering and design careers',
  experience: '9 years',
  location: 'Bengaluru',
  offersBasic: 'false',
  offersAdvanced: 'true',
  offersComprehensive: 'true',
};

function form(overrides: Record<string, string> = {}, files: Record<string, [Buffer, string]> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...overrides })) body.append(key, value);
  const all = { addressProof: [pdf, 'address.pdf'], qualificationCertificate: [png, 'degree.png'], profilePhoto: [png, 'me.png'], ...files } as Record<string, [Buffer, string] | undefined>;
  for (const [key, file] of Object.entries(all)) if (file && file[0].length > 0) body.append(key, new Blob([new Uint8Array(file[0])]), file[1]);
  return body;
}

async function submit(client: HttpClient, id: string, body: FormData) {
  return fetch(`${app.url}/api/counsellor/${id}/profile`, { method: 'POST', body, headers: { Cookie: client.cookieHeader() } });
}

async function registeredCounsellor() {
  const counsellor = await app.signUp('counsellor');
  const response = await submit(counsellor, counsellor.userId, form());
  expect(response.status).toBe(201);
  return counsellor;
}

describe('profile submission', () => {
  it('stores a complete profile as pending: not public until an admin approves', async () => {
    const counsellor = await registeredCounsellor();
    const list = await app.client().get('/api/counsellors').json<CounsellorListItem[]>();
    expect(list.map((c) => c.id)).not.toContain(counsellor.userId);
    await app.client().get(`/api/counsellors/${counsellor.userId}`).expectStatus(404);
    expect(await counsellor.get(`/api/counsellor/${counsellor.userId}/profile`).expectStatus(200).json()).toMatchObject({
      name: 'Meera Iyer',
      email: counsellor.email,
      specialization: 'Engineering and design careers',
      details: { status: 'pending', age: 34, mobile: '9876543210', packages: ['advanced', 'comprehensive'] },
    });
    expect((await counsellor.get(`/api/counsellors/${counsellor.userId}`).expectStatus(200).json<CounsellorListItem>()).isApproved).toBeUndefined();
    const details = await admin.get(`/api/admin/counsellors/${counsellor.userId}`).expectStatus(200).json<AdminCounsellor>();
    expect(details).toMatchObject({ status: 'pending', name: 'Meera Iyer', age: 34, mobile: '9876543210', packages: ['advanced', 'comprehensive'], profileComplete: true });
  });

  it('checks files by content and size, names what is missing, and stores nothing from a failed request', async () => {
    const counsellor = await app.signUp('counsellor');
    const disguised = await submit(counsellor, counsellor.userId, form({}, { addressProof: [Buffer.from('MZ this is not a pdf'), 'address.pdf'] }));
    expect(disguised.status).toBe(415);
    expect(await disguised.json()).toMatchObject({ error: 'Address proof must be a PNG, JPG or PDF file', message: 'Address proof must be a PNG, JPG or PDF file' });
    const pdfPhoto = await submit(counsellor, counsellor.userId, form({}, { profilePhoto: [pdf, 'me.png'] }));
    expect(pdfPhoto.status).toBe(415);
    expect((await pdfPhoto.json()).error).toBe('Profile photo must be a PNG or JPG file');
    const huge = await submit(counsellor, counsellor.userId, form({}, { profilePhoto: [Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'me.png'] }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe('Profile photo must be at most 5 MB');
    const missing = await submit(counsellor, counsellor.userId, form({}, { qualificationCertificate: [Buffer.alloc(0), 'x.png'] }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Qualification certificate required');
    const young = await submit(counsellor, counsellor.userId, form({ age: '19' }));
    expect((await young.json()).message).toBe('Age must be at least 21 years');
    const noPackage = await submit(counsellor, counsellor.userId, form({ offersAdvanced: 'false', offersComprehensive: 'false' }));
    expect((await noPackage.json()).message).toBe('You must offer at least one service package');

    await admin
      .get(`/api/admin/counsellors/${counsellor.userId}`)
      .expectStatus(200)
      .json<AdminCounsellor>()
      .then((c) => expect(c.status).toBe('registered'));
    const { readdir } = await import('node:fs/promises');
    const stored = await readdir(`${app.deps.config.dataDir}/uploads`).catch(() => []);
    const { rows } = await app.deps.db.raw<{ rows: { photo_file_id: string | null }[] }>('select photo_file_id from counsellors where photo_file_id is not null');
    expect(stored.length).toBe(rows.length * 3);
  });

  it('lets only the counsellor themself submit their profile', async () => {
    const counsellor = await app.signUp('counsellor');
    expect((await submit(app.client(), counsellor.userId, form())).status).toBe(401);
    expect((await submit(await app.signUp('student'), counsellor.userId, form())).status).toBe(403);
    expect((await submit(await app.signUp('counsellor'), counsellor.userId, form())).status).toBe(403);
    expect((await submit(admin, counsellor.userId, form())).status).toBe(403);
  });
});

describe('approval and discovery', () => {
  it('approves, lists by package, pauses (still listed, not bookable), resumes and deletes', async () => {
    const counsellor = await registeredCounsellor();
    const id = counsellor.userId;
    await admin.patch(`/api/admin/counsellors/${id}/approve`).expectStatus(200);
    const card = await app.client().get(`/api/counsellors/${id}`).expectStatus(200).json<CounsellorListItem>();
    expect(card).toMatchObject({
      name: 'Meera Iyer',
      isApproved: true,
      rating: 4.5,
      ratingCount: 0,
      role: 'counsellor',
      profilePhoto: expect.stringMatching(new RegExp(`^/api/counsellors/${id}/photo\\?v=[\\w-]+$`)),
    });
    const advanced = await app.client().get('/api/counsellors?packageType=advanced').json<CounsellorListItem[]>();
    const basic = await app.client().get('/api/counsellors?packageType=basic').json<CounsellorListItem[]>();
    expect(advanced.map((c) => c.id)).toContain(id);
    expect(basic.map((c) => c.id)).not.toContain(id);
    // Everyone reads the name and specialization; only the counsellor and admins read the e-mail and the rest.
    const publicProfile = await app.client().get(`/api/counsellor/${id}/profile`).expectStatus(200).json<Record<string, unknown>>();
    expect(Object.keys(publicProfile).sort()).toEqual(['name', 'specialization']);
    expect(Object.keys(await (await app.signUp('counsellor')).get(`/api/counsellor/${id}/profile`).json<object>()).sort()).toEqual(['name', 'specialization']);
    expect(await admin.get(`/api/counsellor/${id}/profile`).json()).toMatchObject({ email: counsellor.email, details: { status: 'approved' } });
    const photo = await app.client().get(`/api/counsellors/${id}/photo`).expectStatus(200);
    expect(photo.headers.get('content-type')).toBe('image/png');

    await admin.patch(`/api/admin/counsellors/${id}/pause`).expectStatus(200);
    expect((await app.client().get(`/api/counsellors/${id}`).json<CounsellorListItem>()).isApproved).toBe(false);
    await admin.patch(`/api/admin/counsellors/${id}/pause`).expectStatus(409);
    await admin.patch(`/api/admin/counsellors/${id}/resume`).expectStatus(200);

    await admin.delete(`/api/admin/users/${id}`).expectStatus(200);
    await app.client().get(`/api/counsellors/${id}`).expectStatus(404);
    expect((await app.client().get('/api/counsellors').json<CounsellorListItem[]>()).map((c) => c.id)).not.toContain(id);
    await app.client().post('/api/login', { email: counsellor.email, password: 'secret-123' }).expectStatus(401);
  });

  it('serves documents only to the counsellor and admins', async () => {
    const counsellor = await registeredCounsellor();
    const path = `/api/counsellors/${counsellor.userId}/documents/addressProof`;
    await admin.get(path).expectStatus(200);
    await counsellor.get(path).expectStatus(200);
    await admin.patch(`/api/admin/counsellors/${counsellor.userId}/approve`).expectStatus(200);
    await app.client().get(path).expectStatus(401);
    await (await app.signUp('student')).get(path).expectStatus(403);
    await (await app.signUp('counsellor')).get(path).expectStatus(403);
  });

  it('keeps the admin endpoints to admins, and searches by name or e-mail', async () => {
    const counsellor = await registeredCounsellor();
    for (const [client, status] of [
      [app.client(), 401],
      [await app.signUp('student'), 403],
      [counsellor, 403],
    ] as const) {
      await client.get('/api/admin/counsellors').expectStatus(status);
      await client.patch(`/api/admin/counsellors/${counsellor.userId}/approve`).expectStatus(status);
      await client.delete(`/api/admin/users/${counsellor.userId}`).expectStatus(status);
    }
    const found = await admin.get(`/api/admin/counsellors?filter=${encodeURIComponent(JSON.stringify({ q: counsellor.email }))}`).expectStatus(200);
    expect(found.headers.get('content-range')).toBe('counsellors 0-0/1');
    await admin.patch(`/api/admin/counsellors/${counsellor.userId}/explode`).expectStatus(400);
  });
});
