// The student's class, board and medium (issue 28, item 5) over HTTP: saved and read back by the student and an admin,
// cleared, refused with a field message when not from the list, refused to anyone else, and kept by the data export;
// a profile saved before these fields existed (event version 1) still reads, before and after a rebuild.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDataPaths, type MyDataExport } from '@margdarshak/contracts/api/myData';
import { studentProfilePaths, type StudentProfile, type StudentProfileRequest } from '@margdarshak/contracts/api/students';
import { fixedClock } from '../../platform/clock';
import { metadataOf } from '../../platform/commandHandler';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { studentProfileStream } from './studentProfile';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
});
afterAll(async () => app?.stop());

const base: StudentProfileRequest = { name: 'Arjun Kulkarni', mobile: '9823456710' };
const stage = { classLevel: 'class_10', board: 'nios', medium: 'hindi' } as const;
const path = studentProfilePaths.profile;
const stageOf = ({ classLevel, board, medium }: StudentProfile) => ({ classLevel, board, medium });
const profileEvents = async (id: string) => (await app.deps.eventStore.readStream(studentProfileStream(id))).length;

describe('a student’s class, board and medium', () => {
  it('are saved and read back by the student and an admin, and cleared with an empty choice', async () => {
    const student = await app.signUp('student');
    const saved = await student
      .put(path(student.userId), { ...base, ...stage })
      .expectStatus(200)
      .json<StudentProfile>();
    expect(stageOf(saved)).toEqual(stage);
    expect(stageOf(await student.get(path(student.userId)).expectStatus(200).json<StudentProfile>())).toEqual(stage);
    expect(stageOf(await admin.get(path(student.userId)).expectStatus(200).json<StudentProfile>())).toEqual(stage);

    const changed = { classLevel: 'college', board: 'icse_isc', medium: 'other_regional' } as const;
    expect(
      stageOf(
        await admin
          .put(path(student.userId), { ...base, ...changed })
          .expectStatus(200)
          .json<StudentProfile>(),
      ),
    ).toEqual(changed);
    const cleared = await student
      .put(path(student.userId), { ...base, classLevel: '', board: null })
      .expectStatus(200)
      .json<StudentProfile>();
    expect(stageOf(cleared)).toEqual({ classLevel: null, board: null, medium: null });
  });

  it('refuses a value not on the list with a 400 naming the field, and writes nothing', async () => {
    const student = await app.signUp('student');
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const answer = await student
        .put(path(student.userId), { ...base, ...body })
        .expectStatus(400)
        .json<{ issues: { path: string; message: string }[] }>();
      expect(answer.issues).toContainEqual({ path: field, message });
    };
    for (const classLevel of ['class_13', 'Class 10', 10, true, ['class_10']]) await refused({ classLevel }, 'classLevel', 'Choose your class from the list');
    for (const board of ['CBSE', 'cbse ', 'harvard', 1]) await refused({ board }, 'board', 'Choose your board from the list');
    for (const medium of ['English', 'french', {}]) await refused({ medium }, 'medium', 'Choose the language you study in from the list');
    expect(await profileEvents(student.userId)).toBe(0);
  });

  it('are refused to another student (403) and to anyone signed out (401), and stay as they were', async () => {
    const owner = await app.signUp('student');
    await owner.put(path(owner.userId), { ...base, ...stage }).expectStatus(200);
    const other = await app.signUp('student');
    await other.put(path(owner.userId), { ...base, classLevel: 'class_12' }).expectStatus(403);
    await other.get(path(owner.userId)).expectStatus(403);
    await app
      .client()
      .put(path(owner.userId), { ...base, classLevel: 'class_12' })
      .expectStatus(401);
    expect(stageOf(await owner.get(path(owner.userId)).json<StudentProfile>())).toEqual(stage);
    expect(await profileEvents(owner.userId)).toBe(1);
  });

  it('are sealed in the log and in the student’s data export', async () => {
    const student = await app.signUp('student');
    await student.put(path(student.userId), { ...base, ...stage }).expectStatus(200);
    const [event] = await app.deps.eventStore.readStream(studentProfileStream(student.userId));
    for (const field of Object.keys(stage)) expect(event?.data).toHaveProperty(field, expect.stringMatching(/^pd1\./));
    for (const value of Object.values(stage)) expect(JSON.stringify(event?.data)).not.toContain(value);
    const file = await student.post(myDataPaths.export, { password: 'secret-123' /* testApp's signUp */ }).expectStatus(200).json<MyDataExport>();
    expect(file.profile && stageOf(file.profile)).toEqual(stage);
  });

  it('read as not given for a profile saved before they existed, the same after a rebuild', async () => {
    const student = await app.signUp('student');
    const seal = (text: string) => app.deps.vault.seal(student.userId, text);
    const nulls = { schoolName: null, age: null, location: null, fatherName: null, fatherOccupation: null, motherName: null, motherOccupation: null };
    const data = { studentId: student.userId, name: await seal('Meera Old'), mobile: await seal('9812345670'), academics: await seal('[]'), ...nulls };
    const metadata = { ...metadataOf({ role: 'student', userId: student.userId }, clock.now()), version: 1 };
    await app.deps.eventStore.appendToStream(studentProfileStream(student.userId), [{ type: 'StudentProfileUpdated', data, metadata }]);
    await expect.poll(async () => (await student.get(path(student.userId)).json<StudentProfile>()).name).toBe('Meera Old');
    const before = await student.get(path(student.userId)).json<StudentProfile>();
    expect(stageOf(before)).toEqual({ classLevel: null, board: null, medium: null });
    await app.rebuildReadModels();
    expect(await student.get(path(student.userId)).json()).toEqual(before);
  });
});
