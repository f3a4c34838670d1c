// The counsellor's workspace specs set their scene through the API, as the people in it would: a counsellor registers
// with documents and an admin approves them; students register, book and pay with the local test checkout.
import { expect, type APIRequestContext } from '@playwright/test';
import type { CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { Package } from '@margdarshak/contracts/api/shapes';
import { avatarPng, demoPdf } from '../../../seeds/src/avatarPng';
import { uniqueEmail, ADULT_DATE_OF_BIRTH } from './auth';
import { demoAdmin } from './demoAdmin';

export const WORKSPACE_PASSWORD = 'chai-and-charts-42';

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

export interface Person {
  id: string;
  email: string;
  name: string;
}

/** Registers a counsellor (signed in on `request` afterwards) and submits a full profile offering Advanced: pending approval. */
export async function submittedCounsellor(request: APIRequestContext, name: string): Promise<Person> {
  const email = uniqueEmail('workspace.counsellor');
  const { id } = await ok<{ id: string }>(await request.post('/api/register', { data: { email, password: WORKSPACE_PASSWORD, role: 'counsellor' } }), 'register counsellor');
  await ok(
    await request.post(`/api/counsellor/${id}/profile`, {
      multipart: {
        name,
        age: '41',
        mobile: '9812345678',
        qualification: 'M.A. Psychology, Career Development Facilitator',
        address: '22 Residency Road, Bengaluru',
        specialization: 'Engineering and design careers',
        experience: '14 years',
        location: 'Bengaluru',
        offersAdvanced: 'true',
        addressProof: { name: 'address.pdf', mimeType: 'application/pdf', buffer: demoPdf('Address proof') },
        qualificationCertificate: { name: 'degree.pdf', mimeType: 'application/pdf', buffer: demoPdf('M.A. Psychology') },
        profilePhoto: { name: 'portrait.png', mimeType: 'image/png', buffer: avatarPng([20, 80, 120], [220, 235, 240], [240, 190, 150]) },
      },
    }),
    'submit counsellor profile',
  );
  return { id, email, name };
}

/** A submitted counsellor (signed in on `request` afterwards) whom the admin, signed in on `admin`, has approved. */
export async function approvedCounsellor(request: APIRequestContext, admin: APIRequestContext, name: string): Promise<Person> {
  const counsellor = await submittedCounsellor(request, name);
  await ok(await admin.post('/api/login', { data: demoAdmin }), 'admin login');
  await ok(await admin.patch(`/api/admin/counsellors/${counsellor.id}/approve`), 'approve counsellor');
  return counsellor;
}

/** Registers a student (signed in on `request` afterwards) with a saved profile name. */
export async function studentNamed(request: APIRequestContext, name: string): Promise<Person> {
  const email = uniqueEmail('workspace.student');
  const { id } = await ok<{ id: string }>(
    await request.post('/api/register', { data: { email, password: WORKSPACE_PASSWORD, role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH } }),
    'register student',
  );
  await ok(
    await request.put(`/api/students/${id}/profile`, {
      data: { name, mobile: '9876501234', schoolName: 'Delhi Public School, R. K. Puram', age: 16, location: 'New Delhi', classLevel: 'class_10', board: 'state', medium: 'hindi' },
    }),
    'student profile',
  );
  return { id, email, name };
}

export async function advancedPackage(request: APIRequestContext): Promise<Package> {
  const packages = await ok<Package[]>(await request.get('/api/packages'), 'packages');
  const advanced = packages.find((p) => p.type === 'advanced');
  if (!advanced) throw new Error('No advanced package seeded');
  return advanced;
}

/** Books the first free slot of `date` with the counsellor and pays for it (less a coupon, if given) through the local test checkout. */
export async function paidBooking(request: APIRequestContext, student: Person, counsellorId: string, pkg: Package, date: string, couponCode?: string): Promise<StudentBooking> {
  const { availableSlots } = await ok<{ availableSlots: string[] }>(await request.get(`/api/counsellors/${counsellorId}/available-slots?date=${date}`), 'slots');
  const timeSlot = availableSlots[0];
  if (!timeSlot) throw new Error(`No free slot on ${date}`);
  const booking = { counsellorId, studentId: student.id, packageId: pkg.id, sessionDate: date, timeSlot };
  const coupon = couponCode
    ? await ok<{ finalAmount: number }>(await request.post('/api/coupons/validate', { data: { code: couponCode, amount: pkg.price, packageId: pkg.id } }), 'coupon')
    : undefined;
  const amount = Math.round((coupon?.finalAmount ?? pkg.price) * 100);
  const order = await ok<CreateOrderResponse>(await request.post('/api/payment/create-order', { data: { amount, booking, ...(couponCode ? { couponCode } : {}) } }), 'create order');
  const approval = await ok<LocalCheckoutApproval>(await request.post('/api/payment/local/approve', { data: { orderId: order.id } }), 'test checkout');
  await ok(
    await request.post('/api/payment/verify', {
      data: {
        paymentId: approval.razorpay_payment_id,
        orderId: approval.razorpay_order_id,
        signature: approval.razorpay_signature,
        bookingData: booking,
        amount,
        ...(couponCode ? { couponCode } : {}),
      },
    }),
    'verify payment',
  );
  let confirmed: StudentBooking | undefined;
  await expect
    .poll(async () => {
      const bookings = await ok<StudentBooking[]>(await request.get(`/api/students/${student.id}/bookings`), 'student bookings');
      confirmed = bookings.find((b) => b.id === order.bookingId);
      return confirmed?.status;
    })
    .toBe('confirmed');
  if (!confirmed) throw new Error('booking not found');
  return confirmed;
}
