// Issue 27, item 4: everything a student sees of an approved counsellor (experience, specialization, location, photo)
// and the documents wait for an admin, as the name and qualification do; the public keeps the approved values until then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCounsellor, CounsellorListItem, CounsellorProfile } from '@margdarshak/contracts/api/counsellors';
import { counsellorStream } from './counsellor';
import { metadataOf } from '../../platform/commandHandler';
import { readOutbox } from '../../platform/mail/outboxMailer';
import { approvedCounsellor, tinyPdf, tinyPng } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { edit, isStored, submitted, type Counsellor } from '../../testing/profileTesting';

let app: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(async () => app?.stop());

/** A PNG whose bytes differ from the fixture's photo. */
const newPng = Buffer.concat([tinyPng.subarray(0, 8), Buffer.alloc(64, 7)]);
const risky = { experience: '45 years', specialization: 'Private sessions: call 9876500000', location: 'Mumbai' };

const card = (id: string) => app.client().get(`/api/counsellors/${id}`).expectStatus(200).json<CounsellorListItem>();
const listed = async (id: string, query = '') => (await app.client().get(`/api/counsellors?limit=100${query}`).expectStatus(200).json<CounsellorListItem[]>()).find((c) => c.id === id);
const publicProfile = (id: string) => app.client().get(`/api/counsellor/${id}/profile`).expectStatus(200).json<CounsellorProfile>();
const adminView = (id: string) => admin.get(`/api/admin/counsellors/${id}`).expectStatus(200).json<AdminCounsellor>();
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const publicPhoto = async (id: string) => bytesOf(await app.client().get(`/api/counsellors/${id}/photo`).expectStatus(200));
const photoFileId = async (id: string) => (await app.deps.db('counsellors').where({ id }).first<{ photo_file_id: string }>())?.photo_file_id ?? '';
const pendingPhotoOf = async (id: string) => (await app.deps.db('counsellors').where({ id }).first<{ pending_change: { photoFileId?: string } | null }>())?.pending_change?.photoFileId ?? '';

/** An approved counsellor who has just sent the risky texts, a new photo and a new address proof. */
async function withPendingChange(): Promise<{ counsellor: Counsellor; before: CounsellorListItem }> {
  const counsellor = await approvedCounsellor(app, admin);
  const before = await card(counsellor.userId);
  const answer = await submitted(app, counsellor, edit(risky, { profilePhoto: [newPng, 'new.png'], addressProof: [tinyPdf, 'new-address.pdf'] }));
  expect(answer).toMatchObject({ sentForReview: true, experience: before.experience, specialization: before.specialization, location: before.location });
  return { counsellor, before };
}

describe('the public fields of an approved counsellor', () => {
  it('stay as approved on every public read while a change waits; the counsellor and the admin see it', async () => {
    const { counsellor, before } = await withPendingChange();
    const id = counsellor.userId;
    expect(before).toMatchObject({ experience: 'Experienced professional', specialization: 'Engineering careers', location: null });
    expect(await card(id)).toEqual(before);
    expect(await listed(id)).toEqual(before);
    expect(await listed(id, '&search=9876500000')).toBeUndefined();
    expect(await listed(id, '&location=Mumbai')).toBeUndefined();
    expect((await publicProfile(id)).specialization).toBe('Engineering careers');
    expect(await publicPhoto(id)).toEqual(tinyPng);

    const own = await counsellor.get(`/api/counsellor/${id}/profile`).expectStatus(200).json<CounsellorProfile>();
    expect(own.details?.pendingChange?.fields.map((f) => f.field)).toEqual(['specialization', 'experience', 'location', 'profilePhoto', 'addressProof']);
    const pendingPhotoUrl = `/api/counsellors/${id}/photo?pending=true&v=${await pendingPhotoOf(id)}`;
    expect((await adminView(id)).pendingChange?.fields).toEqual([
      { field: 'specialization', label: 'Specialization', kind: 'text', old: 'Engineering careers', new: risky.specialization },
      { field: 'experience', label: 'Experience', kind: 'text', old: null, new: '45 years' },
      { field: 'location', label: 'Location', kind: 'text', old: null, new: 'Mumbai' },
      { field: 'profilePhoto', label: 'Profile photo', kind: 'photo', old: before.profilePhoto, new: pendingPhotoUrl },
      { field: 'addressProof', label: 'Address proof', kind: 'document', old: `/api/counsellors/${id}/documents/addressProof`, new: `/api/counsellors/${id}/documents/addressProof?pending=true` },
    ]);
    // The new photo is shown to the counsellor and admins only.
    expect(await bytesOf(await counsellor.get(pendingPhotoUrl).expectStatus(200))).toEqual(newPng);
    expect(await bytesOf(await admin.get(pendingPhotoUrl).expectStatus(200))).toEqual(newPng);
    await app.client().get(pendingPhotoUrl).expectStatus(401);
    await (await app.signUp('student')).get(pendingPhotoUrl).expectStatus(403);
    await (await app.signUp('counsellor')).get(pendingPhotoUrl).expectStatus(403);
    await app.client().get(`/api/counsellors/${id}/photo?pending=maybe`).expectStatus(400);
  });

  it('change publicly once an admin approves: texts, photo, search; the replaced photo is deleted and the counsellor mailed', async () => {
    const { counsellor, before } = await withPendingChange();
    const id = counsellor.userId;
    const [oldPhoto, newPhoto] = [await photoFileId(id), await pendingPhotoOf(id)];
    const approved = await admin.patch(`/api/admin/counsellors/${id}/change/approve`).expectStatus(200).json<AdminCounsellor>();
    expect(approved).toMatchObject({ ...risky, pendingChange: null, status: 'approved' });

    const after = await card(id);
    expect(after).toMatchObject(risky);
    expect(after.profilePhoto).not.toBe(before.profilePhoto);
    expect(await listed(id, '&search=9876500000')).toEqual(after);
    expect((await publicProfile(id)).specialization).toBe(risky.specialization);
    expect(await publicPhoto(id)).toEqual(newPng);
    await app.runDueJobs();
    expect(await isStored(app, oldPhoto)).toBe(false);
    expect(await isStored(app, newPhoto)).toBe(true);
    const mails = await readOutbox(app.outboxDir, counsellor.email);
    expect(mails.find((m) => m.subject === 'Your profile change is approved')?.text).toContain('Your public profile now shows it');
  });

  it('keep the approved values when an admin rejects the change; its new photo and document are deleted', async () => {
    const { counsellor, before } = await withPendingChange();
    const id = counsellor.userId;
    const newPhoto = await pendingPhotoOf(id);
    await admin.patch(`/api/admin/counsellors/${id}/change/reject`, { reason: 'Please keep contact details off your profile.' }).expectStatus(200);
    expect(await card(id)).toEqual(before);
    expect(await publicPhoto(id)).toEqual(tinyPng);
    expect((await adminView(id)).pendingChange).toBeNull();
    await app.runDueJobs();
    expect(await isStored(app, newPhoto)).toBe(false);
    const mails = await readOutbox(app.outboxDir, counsellor.email);
    expect(mails.find((m) => m.subject === 'Your profile change was not approved')?.text).toContain('Please keep contact details off your profile.');
  });

  it('wait for review when cleared too; the card then shows the default', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    const id = counsellor.userId;
    await submitted(app, counsellor, edit({ experience: '6 years' }));
    await admin.patch(`/api/admin/counsellors/${id}/change/approve`).expectStatus(200);
    expect((await card(id)).experience).toBe('6 years');
    // The form sends an empty field for a cleared one.
    expect(await submitted(app, counsellor, edit({ experience: '' }))).toMatchObject({ sentForReview: true, experience: '6 years' });
    expect((await adminView(id)).pendingChange?.fields).toEqual([{ field: 'experience', label: 'Experience', kind: 'text', old: '6 years', new: null }]);
    await admin.patch(`/api/admin/counsellors/${id}/change/approve`).expectStatus(200);
    expect((await card(id)).experience).toBe('Experienced professional');
  });
});

describe('the counsellors read model', () => {
  it('rebuilt from the log equals the one built event by event, with an old details update that applied at once', async () => {
    const pending = (await withPendingChange()).counsellor.userId;
    const decided = (await withPendingChange()).counsellor.userId;
    await admin.patch(`/api/admin/counsellors/${decided}/change/approve`).expectStatus(200);
    // A version 1 details update, as written before these fields were reviewed, still applies its texts where it stands.
    const old = await approvedCounsellor(app, admin);
    const seal = (text: string) => app.deps.vault.seal(old.userId, text);
    const offers = { basic: false, advanced: true, comprehensive: false };
    const data = {
      counsellorId: old.userId,
      mobile: await seal('9876543210'),
      address: await seal('12 MG Road, Bengaluru'),
      age: 34,
      specialization: 'Law careers',
      experience: '9 years',
      location: 'Pune',
      offers,
      discardedFiles: [],
    };
    await app.deps.eventStore.appendToStream(counsellorStream(old.userId), [
      { type: 'CounsellorDetailsUpdated', data, metadata: { ...metadataOf({ role: 'counsellor', userId: old.userId }, new Date()), version: 1 } },
    ]);
    await expect.poll(async () => (await card(old.userId)).experience).toBe('9 years');

    const read = async () => ({
      cards: await Promise.all([pending, decided, old.userId].map(card)),
      admin: await Promise.all([pending, decided, old.userId].map(adminView)),
      rows: await app.deps.db('counsellors').orderBy('id'),
    });
    const incremental = await read();
    expect(incremental.admin[0]?.pendingChange?.fields).toHaveLength(5);
    expect(incremental.cards[1]).toMatchObject(risky);
    expect(incremental.cards[2]).toMatchObject({ specialization: 'Law careers', experience: '9 years', location: 'Pune' });
    await app.rebuildReadModels();
    expect(await read()).toEqual(incremental);
  });
});
