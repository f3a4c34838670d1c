// Data the API specs share: a package and an approved counsellor, made through the same endpoints as in the product.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { registerUser } from '../modules/accounts';
import type { HttpClient } from './httpClient';
import { startTestApp, TEST_ADMIN, type TestApp, type TestAppOptions } from './testApp';

export const tinyPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const tinyPdf = Buffer.from('%PDF-1.4\n% a tiny document\n');

export async function createPackage(admin: HttpClient, type: 'basic' | 'advanced' | 'comprehensive', price: number): Promise<{ id: string; price: number }> {
  return admin
    .post('/api/admin/packages', { name: `${type} ${Date.now()}`, description: `The ${type} package`, price, type, features: ['One session'], highlighted: false })
    .expectStatus(201)
    .json();
}

type Offers = { basic?: boolean; advanced?: boolean; comprehensive?: boolean };

export async function approvedCounsellor(app: Pick<TestApp, 'url' | 'signUp'>, admin: HttpClient, offers: Offers = { advanced: true }) {
  const counsellor = await submittedCounsellor(app, offers);
  await admin.patch(`/api/admin/counsellors/${counsellor.userId}/approve`).expectStatus(200);
  return counsellor;
}

/** A counsellor who has sent their profile and documents, awaiting an admin's approval. */
export async function submittedCounsellor(app: Pick<TestApp, 'url' | 'signUp'>, offers: Offers = { advanced: true }) {
  const counsellor = await app.signUp('counsellor');
  const form = new FormData();
  const fields = { name: 'Meera Iyer', age: '34', mobile: '9876543210', qualification: 'M.A. Psychology', address: '12 MG Road, Bengaluru', specialization: 'Engineering careers' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('offersBasic', String(Boolean(offers.basic)));
  form.append('offersAdvanced', String(Boolean(offers.advanced)));
  form.append('offersComprehensive', String(Boolean(offers.comprehensive)));
  form.append('addressProof', new Blob([new Uint8Array(tinyPdf)]), 'address.pdf');
  form.append('qualificationCertificate', new Blob([new Uint8Array(tinyPng)]), 'degree.png');
  form.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), 'me.png');
  const response = await fetch(`${app.url}/api/counsellor/${counsellor.userId}/profile`, { method: 'POST', body: form, headers: { Cookie: counsellor.cookieHeader() } });
  expect(response.status).toBe(201);
  return counsellor;
}

/** A student's booking paid through the local checkout, as the booking pages do it (with the state they give, if any): confirmed when this returns. */
export async function paidBooking(
  student: HttpClient & { userId: string },
  choice: { counsellorId: string; packageId: string; price: number; date: string; slot?: string; payerState?: string },
): Promise<{ id: string }> {
  const booking = { counsellorId: choice.counsellorId, studentId: student.userId, packageId: choice.packageId, sessionDate: choice.date, timeSlot: choice.slot ?? '10:00 AM' };
  const order = await student
    .post('/api/payment/create-order', { amount: choice.price * 100, booking, ...(choice.payerState ? { payerState: choice.payerState } : {}) })
    .expectStatus(200)
    .json<{ id: string; amount: number; bookingId: string }>();
  const approval = await student
    .post('/api/payment/local/approve', { orderId: order.id })
    .expectStatus(200)
    .json<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>();
  const verify = { paymentId: approval.razorpay_payment_id, orderId: approval.razorpay_order_id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount };
  const confirmed = await student.post('/api/payment/verify', verify).expectStatus(200).json<{ id: string; status: string }>();
  expect(confirmed.status).toBe('confirmed');
  return { id: order.bookingId };
}

/** The scene most booking specs start from: a test app, its admin, an Advanced package at ₹1,999 and an approved counsellor. */
export async function bookingScene(options: TestAppOptions = {}) {
  const app = await startTestApp(options);
  const admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin);
  return { app, admin, pkg, counsellor };
}

/** An auditor's account, made as an admin makes one, and a client signed in as them (the admin's test password). */
export async function signedInAuditor(app: TestApp, email = `auditor.${randomUUID()}@example.in`): Promise<HttpClient> {
  await registerUser(app.deps, { email, password: TEST_ADMIN.password, role: 'auditor' }, { role: 'admin' });
  const auditor = app.client();
  await auditor.post('/api/login', { email, password: TEST_ADMIN.password }).expectStatus(200);
  return auditor;
}
