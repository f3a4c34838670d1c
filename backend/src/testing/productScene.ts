// What the crash specs that drive the product as `npm start` runs it (productProcess.ts) share: waiting for a condition,
// moving the product's clock, an approved counsellor and a paid session, all over HTTP.
import { expect } from 'vitest';
import { tinyPdf, tinyPng } from './fixtures';
import { HttpClient } from './httpClient';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** The product's clock set to `at` (it runs ahead of the system's by an offset, which a restart forgets). */
export async function setClock(url: string, at: number): Promise<void> {
  const response = await fetch(`${url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ offsetMs: Math.round(at - Date.now()) }),
  });
  expect(response.status).toBe(200);
}

/** Counsellor number `n` (named by a letter), signed up with a profile and approved by `admin`. */
export async function approvedCounsellor(url: string, admin: HttpClient, n: number, tag: string): Promise<string> {
  const counsellor = new HttpClient(url);
  const { id } = await counsellor
    .post('/api/register', { email: `${tag}.counsellor.${n}@example.in`, password: 'secret-123', role: 'counsellor' })
    .expectStatus(201)
    .json<{ id: string }>();
  const form = new FormData();
  const fields = {
    name: `Counsellor ${String.fromCharCode(65 + n)}`,
    age: '40',
    mobile: '9876543210',
    qualification: 'M.A. Psychology',
    address: '1 MG Road, Pune',
    offersBasic: 'true',
    offersAdvanced: 'false',
    offersComprehensive: 'false',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('addressProof', new Blob([new Uint8Array(tinyPdf)]), 'a.pdf');
  form.append('qualificationCertificate', new Blob([new Uint8Array(tinyPng)]), 'q.png');
  form.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), 'p.png');
  const submitted = await fetch(`${url}/api/counsellor/${id}/profile`, { method: 'POST', body: form, headers: { Cookie: counsellor.cookieHeader() } });
  expect(submitted.status).toBe(201);
  await admin.patch(`/api/admin/counsellors/${id}/approve`).expectStatus(200);
  return id;
}

/** A session the signed-in `student` books and pays through the local checkout: confirmed when this returns. */
export async function paidSession(
  student: HttpClient & { userId: string },
  choice: { counsellorId: string; packageId: string; price: number; date: string; slot: string },
): Promise<{ id: string; startsAt: number }> {
  const booking = { counsellorId: choice.counsellorId, studentId: student.userId, packageId: choice.packageId, sessionDate: choice.date, timeSlot: choice.slot };
  const order = await student
    .post('/api/payment/create-order', { amount: choice.price * 100, booking })
    .expectStatus(200)
    .json<{ id: string; amount: number; bookingId: string }>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).expectStatus(200).json<{ razorpay_payment_id: string; razorpay_signature: string }>();
  const verify = { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount };
  const confirmed = await student.post('/api/payment/verify', verify).expectStatus(200).json<{ status: string; sessionDate: string }>();
  expect(confirmed.status).toBe('confirmed');
  return { id: order.bookingId, startsAt: Date.parse(confirmed.sessionDate) };
}
