import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCounsellor, CounsellorListItem, CounsellorProfile } from '@margdarshak/contracts/api/counsellors';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { approvedCounsellor, tinyPdf, tinyPng } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { edit, isStored, submit as submitTo, submitted as submittedTo, type Counsellor } from '../../testing/profileTesting';

let app: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(async () => app?.stop());

const submit = (counsellor: Counsellor, body: FormData) => submitTo(app, counsellor, body);
const submitted = (counsellor: Counsellor, body: FormData) => submittedTo(app, counsellor, body);

const publicCard = (id: string) => app.client().get(`/api/counsellors/${id}`).expectStatus(200).json<CounsellorListItem>();
const adminView = (id: string) => admin.get(`/api/admin/counsellors/${id}`).expectStatus(200).json<AdminCounsellor>();
const fileRow = (id: string) => app.deps.db('counsellors').where({ id }).first<{ certificate_file_id: string; pending_change: { certificateFileId?: string } | null }>();
const stored = (fileId: string) => isStored(app, fileId);
const mailsTo = async (email: string) => {
  await app.runDueJobs();
  return readOutbox(app.outboxDir, email);
};

describe('profile changes of an approved counsellor', () => {
  it('keeps a new qualification pending (public profile and list unchanged) until an admin approves it', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    const id = counsellor.userId;
    const before = await fileRow(id);
    const answer = await submitted(counsellor, edit({ qualification: 'Ph.D. Counselling Psychology' }, { qualificationCertificate: [tinyPdf, 'phd.pdf'] }));
    expect(answer).toMatchObject({ sentForReview: true, qualification: 'M.A. Psychology' });

    expect((await publicCard(id)).qualification).toBe('M.A. Psychology');
    const list = await app.client().get('/api/counsellors?packageType=advanced&limit=100').json<CounsellorListItem[]>();
    expect(list.find((c) => c.id === id)?.qualification).toBe('M.A. Psychology');
    const own = await counsellor.get(`/api/counsellor/${id}/profile`).expectStatus(200).json<CounsellorProfile>();
    expect(own.details?.pendingChange?.fields.map((f) => f.field)).toEqual(['qualification', 'qualificationCertificate']);

    const view = await adminView(id);
    expect(view.qualification).toBe('M.A. Psychology');
    expect(view.pendingChange?.fields).toEqual([
      { field: 'qualification', label: 'Qualification', kind: 'text', old: 'M.A. Psychology', new: 'Ph.D. Counselling Psychology' },
      {
        field: 'qualificationCertificate',
        label: 'Qualification certificate',
        kind: 'document',
        old: `/api/counsellors/${id}/documents/qualificationCertificate`,
        new: `/api/counsellors/${id}/documents/qualificationCertificate?pending=true`,
      },
    ]);
    const pendingDocument = await admin.get(`/api/counsellors/${id}/documents/qualificationCertificate?pending=true`).expectStatus(200);
    expect(pendingDocument.headers.get('content-type')).toBe('application/pdf');
    await (await app.signUp('student')).get(`/api/counsellors/${id}/documents/qualificationCertificate?pending=true`).expectStatus(403);

    const approved = await admin.patch(`/api/admin/counsellors/${id}/change/approve`).expectStatus(200).json<AdminCounsellor>();
    expect(approved).toMatchObject({ qualification: 'Ph.D. Counselling Psychology', pendingChange: null, status: 'approved' });
    expect((await publicCard(id)).qualification).toBe('Ph.D. Counselling Psychology');
    // The certificate it replaced is deleted; the new one is now the counsellor's document.
    const mails = await mailsTo(counsellor.email);
    expect(await stored(before?.certificate_file_id ?? '')).toBe(false);
    expect(await stored((await fileRow(id))?.certificate_file_id ?? '')).toBe(true);
    expect(mails.find((m) => m.subject === 'Your profile change is approved')?.text).toContain('Your public profile now shows it');
    await admin.patch(`/api/admin/counsellors/${id}/change/approve`).expectStatus(409);
  });

  it('rejected with a reason: the approved details stay, the new file is deleted and the reason is mailed', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    const id = counsellor.userId;
    await submitted(counsellor, edit({ name: 'Meera Iyer-Rao' }, { qualificationCertificate: [tinyPng, 'new.png'] }));
    const newFile = (await fileRow(id))?.pending_change?.certificateFileId ?? '';
    expect(await stored(newFile)).toBe(true);
    expect((await adminView(id)).pendingChange?.fields[0]).toMatchObject({ field: 'name', old: 'Meera Iyer', new: 'Meera Iyer-Rao' });
    expect((await publicCard(id)).name).toBe('Meera Iyer');

    await admin.patch(`/api/admin/counsellors/${id}/change/reject`, {}).expectStatus(400);
    const rejected = await admin.patch(`/api/admin/counsellors/${id}/change/reject`, { reason: 'The certificate is not legible.' }).expectStatus(200).json<AdminCounsellor>();
    expect(rejected).toMatchObject({ name: 'Meera Iyer', pendingChange: null });
    expect((await publicCard(id)).name).toBe('Meera Iyer');
    const mails = await mailsTo(counsellor.email);
    expect(await stored(newFile)).toBe(false);
    expect(mails.find((m) => m.subject === 'Your profile change was not approved')?.text).toContain('The reason our team gave: The certificate is not legible.');
  });

  it('applies mobile, age and packages at once, with nothing to review', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    const answer = await submitted(counsellor, edit({ mobile: '9123456780', age: '35', offersBasic: 'true' }));
    expect(answer).toMatchObject({ sentForReview: false, packages: ['basic', 'advanced'] });
    expect(await adminView(counsellor.userId)).toMatchObject({ mobile: '9123456780', age: 35, pendingChange: null });
  });

  it('refuses the 11th profile submission in a day, saying when to come back', async () => {
    const counsellor = await approvedCounsellor(app, admin); // its registration was the first
    for (let i = 2; i <= 10; i++) await submitted(counsellor, edit({ experience: `${i} years` }));
    const refused = await submit(counsellor, edit({ experience: '11 years' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await refused.json()).toMatchObject({ error: 'You can submit your profile at most 10 times a day. Please try again tomorrow.' });
  });

  it('lets only admins decide on a change: not the counsellor themself, nor a student', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    await submitted(counsellor, edit({ qualification: 'M.Phil.' }));
    for (const client of [counsellor, await app.signUp('student')]) {
      await client.patch(`/api/admin/counsellors/${counsellor.userId}/change/approve`).expectStatus(403);
      await client.patch(`/api/admin/counsellors/${counsellor.userId}/change/reject`, { reason: 'no' }).expectStatus(403);
    }
    expect((await publicCard(counsellor.userId)).qualification).toBe('M.A. Psychology');
  });
});

describe('mails to the counsellor on the admin decisions', () => {
  it('tells them of approval, pause and resume, and of a rejection with its reason', async () => {
    const approved = await approvedCounsellor(app, admin);
    await admin.patch(`/api/admin/counsellors/${approved.userId}/pause`).expectStatus(200);
    await admin.patch(`/api/admin/counsellors/${approved.userId}/resume`).expectStatus(200);
    const mails = await mailsTo(approved.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Margdarshak profile is approved', 'Your Margdarshak services are paused', 'Your Margdarshak services are resumed']);
    expect(mails[0]?.text).toContain('Students can now find you and book your sessions.');
    expect(mails[1]?.text).toContain('cannot book you until they are resumed');
    expect(mails[2]?.text).toContain('students can book you again');

    const applicant = await app.signUp('counsellor');
    await submitted(applicant, edit({}, { addressProof: [tinyPdf, 'a.pdf'], qualificationCertificate: [tinyPng, 'c.png'], profilePhoto: [tinyPng, 'p.png'] }));
    await admin.patch(`/api/admin/counsellors/${applicant.userId}/reject`, { reason: 'Please upload an address proof in your own name.' }).expectStatus(200);
    const rejection = (await mailsTo(applicant.email)).find((m) => m.subject === 'Your Margdarshak profile was not approved');
    expect(rejection?.text).toContain('The reason our team gave: Please upload an address proof in your own name.');

    // The spec's empty body still rejects, and the mail then gives no reason.
    const silent = await app.signUp('counsellor');
    await submitted(silent, edit({}, { addressProof: [tinyPdf, 'a.pdf'], qualificationCertificate: [tinyPng, 'c.png'], profilePhoto: [tinyPng, 'p.png'] }));
    await admin.patch(`/api/admin/counsellors/${silent.userId}/reject`).expectStatus(200);
    const plain = (await mailsTo(silent.email)).find((m) => m.subject === 'Your Margdarshak profile was not approved');
    expect(plain?.text).not.toContain('reason');
  });
});
