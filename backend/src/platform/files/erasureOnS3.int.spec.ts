// An erasure with the files in an S3-compatible bucket: deleting a student and a counsellor removes every file either of
// them stored (photo, documents, a pending change's file, a session's shared document) from the bucket, as it does
// from the data folder.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { fileScene, storedFileIds } from '../../testing/fileScene';
import { startS3Server, type S3Server } from '../../testing/s3Server';
import { startTestApp, type TestApp } from '../../testing/testApp';

const start = new Date('2026-11-23T06:00:00Z');
let s3: S3Server;
let app: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await startTestApp({ clock: fixedClock(start), env: s3.env('erasure-files') });
});
afterAll(async () => {
  await app?.stop();
  await s3?.close();
});

const stored = () => storedFileIds(app);

it('removes every file of an erased student and an erased counsellor from the bucket', async () => {
  const { admin, counsellor, student, bookingId } = await fileScene(app, start);
  const before = await stored();
  expect(before).toHaveLength(6);
  const photo = await app.deps.db('student_profiles').where({ id: student.userId }).first<{ photo_file_id: string }>('photo_file_id');
  const record = await app.deps.db('session_records').where({ id: bookingId }).first<{ documents: { fileId: string }[] }>('documents');
  const students = [photo?.photo_file_id, ...(record?.documents.map((d) => d.fileId) ?? [])];
  expect(students).toHaveLength(2);

  await admin.delete(`/api/admin/users/${student.userId}`).expectStatus(200);
  expect((await stored()).sort()).toEqual(before.filter((id) => !students.includes(id)).sort());

  await admin.delete(`/api/admin/users/${counsellor.userId}`).expectStatus(200);
  expect(await stored()).toEqual([]);
  for (const id of before) expect(await app.deps.files.read(id)).toBeUndefined();
});
