// Every kind of file the product stores, each named by its event: an approved counsellor's three documents and the new
// certificate of their pending change, a student's photo, and a document shared on the student's paid session.
import { counsellorSessionPaths } from '@margdarshak/contracts/api/counsellorWorkspace';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { expect } from 'vitest';
import { approvedCounsellor, createPackage, paidBooking, tinyPdf, tinyPng } from './fixtures';
import type { HttpClient } from './httpClient';
import { edit, submitted } from './profileTesting';
import type { TestApp } from './testApp';

type Person = HttpClient & { userId: string; email: string };

export async function fileScene(app: TestApp, today: Date): Promise<{ admin: HttpClient; counsellor: Person; student: Person; bookingId: string }> {
  const admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin);
  await submitted(app, counsellor, edit({}, { qualificationCertificate: [tinyPng, 'new.png'] }));
  const student = await app.signUp('student');
  const photo = new FormData();
  photo.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), 'me.png');
  expect((await fetch(`${app.url}/api/students/${student.userId}/profile/photo`, { method: 'PUT', body: photo, headers: { Cookie: student.cookieHeader() } })).status).toBe(200);
  const { id: bookingId } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: addDays(istDate(today), 2) });
  const document = new FormData();
  document.append('document', new Blob([new Uint8Array(tinyPdf)]), 'plan.pdf');
  const shared = await fetch(app.url + counsellorSessionPaths.documents(bookingId), { method: 'POST', body: document, headers: { Cookie: counsellor.cookieHeader() } });
  expect(shared.status).toBe(201);
  return { admin, counsellor, student, bookingId };
}

/** The ids the app's file store holds now, sorted. */
export async function storedFileIds(app: Pick<TestApp, 'deps'>): Promise<string[]> {
  const ids: string[] = [];
  for await (const file of app.deps.files.list()) ids.push(file.id);
  return ids.sort();
}
