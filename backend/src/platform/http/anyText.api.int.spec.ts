// Any text in any field of any endpoint: arbitrary Unicode (NUL and other controls, unpaired surrogates, right-to-left
// marks, emoji, 10,000 characters) never produces a 5xx, and afterwards every read model and the processors' scheduler
// have applied everything they consume, with nothing parked and nothing failing.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, LocalCheckoutApproval, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { PROFILE_SUBMISSIONS_PER_DAY } from '@margdarshak/contracts/api/counsellors';
import { fixedClock } from '../clock';
import { webhookSignature } from '../payments/paymentGateway';
import type { Readiness } from '../health/readiness';
import { approvedCounsellor, createPackage, tinyPdf, tinyPng } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
type Who = HttpClient & { userId?: string };
let visitor: Who;
let admin: Who;
let student: Who & { userId: string };
let counsellor: Who & { userId: string };
/** Who submits the fuzzed profiles, and how many they have sent. */
let profileAuthor: Who & { userId: string };
let profileSubmissions = 0;
const ids = { packageId: '', bookingId: '', orderId: '', couponId: '', messageId: '', counsellorId: '', comprehensiveBookingId: '', testId: '' };

/** The strings every field gets at least once, beside fast-check's own. */
const specials = ['\u0000', 'a\u0007b', '\uD83D', 'x\uDC00y', '\u202Eright to left\u202C', '\u200F\u200E', '👩🏽‍🎓🇮🇳', 'e\u0301', 'नमस्ते', 'x'.repeat(10_000), '', ' '];
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...specials),
  fc.string({ unit: 'binary-ascii', minLength: 9_000, maxLength: 10_000 }),
);

interface Target {
  name: string;
  send(text: string): PromiseLike<Response>;
}

/** Percent-encodes anything, an unpaired surrogate too (as the bytes a careless client would send for it). */
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xed, 0xa0 | ((unit >> 6) & 0x1f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A copy of `base` with `text` at `path` (dot-separated, array indices allowed). */
function withText(base: unknown, path: string, text: string): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) ?? ''] = text;
  return copy;
}

const json = (who: () => Who, method: string, path: () => string, base: () => unknown, fields: string[]): Target[] =>
  fields.map((field) => ({ name: `${method} ${path()} ${field}`, send: (text) => who().raw(method, path(), JSON.stringify(withText(base(), field, text))) }));
const query = (who: () => Who, path: (encoded: string) => string, name: string): Target => ({ name, send: (text) => who().get(path(percentEncode(text))) });

function targets(): Target[] {
  const date = '2026-12-10';
  const booking = () => ({ counsellorId: ids.counsellorId, studentId: student.userId, packageId: ids.packageId, sessionDate: date, timeSlot: '10:00 AM' });
  const profile = {
    name: 'Meera Iyer',
    age: '34',
    mobile: '9876543210',
    qualification: 'M.A. Psychology',
    address: '12 MG Road, Bengaluru',
    specialization: 'Careers',
    experience: '8 years',
    location: 'Bengaluru',
  };
  const studentProfile = {
    name: 'Kavya R',
    mobile: '+91 98765 43210',
    schoolName: 'KV Pattom',
    age: 16,
    location: 'Thiruvananthapuram',
    academics: [{ grade: 'Class 10', marks: '91%' }],
    fatherName: 'Suresh',
    fatherOccupation: 'Clerk',
    motherName: 'Lalitha',
    motherOccupation: 'Teacher',
  };
  const packageBody = { name: 'Fuzzed', description: 'A package', price: 999, type: 'basic', features: ['One session', 'A report'], highlighted: false };
  const couponBody = { code: 'FUZZ10', kind: 'percent', value: 10, packageTypes: ['basic'] };
  const weekly = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [day, [{ start: '10:00', end: '12:00' }]]));
  const webhookSecret = app.deps.payments.webhookSecret ?? '';
  return [
    ...json(
      () => visitor,
      'POST',
      () => '/api/register',
      () => ({ email: `fuzz.${crypto.randomUUID()}@example.in`, password: 'a-fine-secret', role: 'student' }),
      ['email', 'password', 'role'],
    ),
    ...json(
      () => visitor,
      'POST',
      () => '/api/login',
      () => ({ email: 'nobody@example.in', password: 'wrong-secret' }),
      ['email', 'password'],
    ),
    ...json(
      () => visitor,
      'POST',
      () => '/api/forgot-password',
      () => ({ email: 'nobody@example.in' }),
      ['email'],
    ),
    ...json(
      () => visitor,
      'POST',
      () => '/api/reset-password',
      () => ({ token: 'x'.repeat(43), password: 'a-fine-secret' }),
      ['token', 'password'],
    ),
    ...json(
      () => visitor,
      'POST',
      () => '/api/contact',
      () => ({ name: 'Asha', email: 'asha@example.in', message: 'Hello' }),
      ['name', 'email', 'message'],
    ),
    ...json(
      () => student,
      'POST',
      () => '/api/coupons/validate',
      () => ({ code: 'WELCOME', amount: 999, packageId: ids.packageId }),
      ['code', 'packageId'],
    ),
    ...json(
      () => student,
      'POST',
      () => '/api/payment/create-order',
      () => ({ amount: 99_900, booking: booking(), couponCode: 'NONE' }),
      ['booking.counsellorId', 'booking.studentId', 'booking.packageId', 'booking.sessionDate', 'booking.timeSlot', 'couponCode'],
    ),
    ...json(
      () => student,
      'POST',
      () => '/api/payment/verify',
      () => ({ paymentId: 'pay_x', orderId: ids.orderId, signature: 'f'.repeat(64), bookingData: booking(), amount: 99_900 }),
      ['paymentId', 'orderId', 'signature', 'bookingData.timeSlot', 'bookingData.sessionDate'],
    ),
    ...json(
      () => student,
      'POST',
      () => '/api/payment/local/approve',
      () => ({ orderId: ids.orderId }),
      ['orderId'],
    ),
    ...json(
      () => student,
      'POST',
      () => '/api/payment/local/decline',
      () => ({ orderId: 'order_unknown' }),
      ['orderId'],
    ),
    ...json(
      () => student,
      'POST',
      () => `/api/bookings/${ids.bookingId}/reschedule`,
      () => ({ sessionDate: date, timeSlot: '03:00 PM' }),
      ['sessionDate', 'timeSlot'],
    ),
    ...json(
      () => student,
      'PUT',
      () => `/api/students/${student.userId}/profile`,
      () => studentProfile,
      ['name', 'mobile', 'schoolName', 'location', 'academics.0.grade', 'academics.0.marks', 'fatherName', 'fatherOccupation', 'motherName', 'motherOccupation'],
    ),
    ...json(
      () => admin,
      'PUT',
      () => `/api/students/${student.userId}/profile`,
      () => studentProfile,
      ['name', 'age'],
    ),
    ...json(
      () => counsellor,
      'PUT',
      () => `/api/counsellors/${counsellor.userId}/availability`,
      () => ({ weekly, daysOff: ['2026-12-25'] }),
      ['weekly.monday.0.start', 'weekly.friday.0.end', 'daysOff.0'],
    ),
    ...json(
      () => admin,
      'POST',
      () => '/api/admin/packages',
      () => packageBody,
      ['name', 'description', 'type', 'features.0'],
    ),
    ...json(
      () => admin,
      'PUT',
      () => `/api/admin/packages/${ids.packageId}`,
      () => ({ ...packageBody, name: 'Basic' }),
      ['name', 'description', 'features.1'],
    ),
    ...json(
      () => admin,
      'POST',
      () => '/api/admin/coupons',
      () => ({ ...couponBody, code: `FUZZ${Math.floor(Math.random() * 1e9)}` }),
      ['code', 'kind', 'validFrom', 'packageTypes.0'],
    ),
    ...json(
      () => admin,
      'PUT',
      () => `/api/admin/coupons/${ids.couponId}`,
      () => couponBody,
      ['kind', 'validUntil'],
    ),
    ...json(
      () => visitor,
      'POST',
      () => '/api/assessments/riasec/score',
      () => ({ answers: {} }),
      ['answers'],
    ),
    ...json(
      () => visitor,
      'POST',
      () => '/api/assessments/big-five/score',
      () => ({ answers: {}, reportLanguage: 'en' }),
      ['reportLanguage'],
    ),
    ...json(
      () => student,
      'PUT',
      () => `/api/personality-test/${ids.bookingId}/progress`,
      () => ({ testType: 'riasec', answers: {} }),
      ['testType', 'answers'],
    ),
    ...json(
      () => student,
      'POST',
      () => `/api/personality-test/${ids.comprehensiveBookingId}/submit`,
      () => ({ testType: 'bigfive', answers: {}, reportLanguage: 'en' }),
      ['testType', 'reportLanguage'],
    ),
    ...json(
      () => counsellor,
      'PUT',
      () => `/api/personality-test/${ids.testId}/release`,
      () => ({ counsellorNotes: 'Notes' }),
      ['counsellorNotes'],
    ),
    // Repeatable: every text that passes the edge becomes a new version of the report, in the log and the read models.
    ...json(
      () => counsellor,
      'POST',
      () => `/api/personality-test/booking/${ids.comprehensiveBookingId}/release-comprehensive`,
      () => ({ counsellorNotes: 'Notes' }),
      ['counsellorNotes'],
    ),
    ...json(
      () => counsellor,
      'PUT',
      () => `/api/counsellor/sessions/${ids.bookingId}/notes`,
      () => ({ notes: 'Notes' }),
      ['notes'],
    ),
    ...json(
      () => counsellor,
      'PUT',
      () => `/api/counsellor/sessions/${ids.bookingId}/summary`,
      () => ({ summary: 'Summary' }),
      ['summary'],
    ),
    ...json(
      () => admin,
      'PUT',
      () => `/api/counsellor/sessions/${ids.bookingId}/summary`,
      () => ({ summary: 'Summary' }),
      ['summary'],
    ),
    {
      name: 'POST /api/counsellor/sessions/:id/documents filename (multipart)',
      send: (text) => {
        const form = new FormData();
        form.append('document', new Blob([new Uint8Array(tinyPdf)]), text);
        return fetch(`${app.url}/api/counsellor/sessions/${ids.bookingId}/documents`, { method: 'POST', body: form, headers: { Cookie: counsellor.cookieHeader() } });
      },
    },
    {
      name: 'POST /api/payment/webhook (signed)',
      send: (text) => {
        const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: text, order_id: ids.orderId, amount: 99_900 } } } });
        return visitor.raw('POST', '/api/payment/webhook', body, {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': webhookSignature(webhookSecret, body),
          'X-Razorpay-Event-Id': `evt_${crypto.randomUUID()}`,
        });
      },
    },
    ...Object.keys(profile).map(
      (field): Target => ({
        name: `POST /api/counsellor/:id/profile ${field} (multipart)`,
        send: async (text) => {
          // A counsellor may submit 10 profiles a day: a fresh one before the limit, so every text reaches the profile.
          if (++profileSubmissions % PROFILE_SUBMISSIONS_PER_DAY === 0) profileAuthor = await app.signUp('counsellor');
          const form = new FormData();
          for (const [key, value] of Object.entries({ ...profile, [field]: text })) form.append(key, value);
          for (const offer of ['offersBasic', 'offersAdvanced', 'offersComprehensive']) form.append(offer, 'true');
          form.append('addressProof', new Blob([new Uint8Array(tinyPdf)]), 'a.pdf');
          form.append('qualificationCertificate', new Blob([new Uint8Array(tinyPng)]), 'q.png');
          form.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), 'p.png');
          const response = await fetch(`${app.url}/api/counsellor/${profileAuthor.userId}/profile`, { method: 'POST', body: form, headers: { Cookie: profileAuthor.cookieHeader() } });
          if (response.status === 429) throw new Error('the fuzzed profile hit the daily limit: its text never reached the profile');
          return response;
        },
      }),
    ),
    {
      name: 'PUT /api/students/:id/profile/photo filename (multipart)',
      send: (text) => {
        const form = new FormData();
        form.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), text);
        return fetch(`${app.url}/api/students/${student.userId}/profile/photo`, { method: 'PUT', body: form, headers: { Cookie: student.cookieHeader() } });
      },
    },
    query(
      () => student,
      (t) => `/api/students/${t}/profile`,
      'GET /api/students/:id/profile',
    ),
    query(
      () => visitor,
      (t) => `/api/counsellors?search=${t}`,
      'GET /api/counsellors?search',
    ),
    query(
      () => visitor,
      (t) => `/api/counsellors?location=${t}`,
      'GET /api/counsellors?location',
    ),
    query(
      () => visitor,
      (t) => `/api/counsellors/${ids.counsellorId}/available-slots?date=${t}`,
      'GET available-slots?date',
    ),
    query(
      () => visitor,
      (t) => `/api/assessments/big-five/items?lang=${t}`,
      'GET big-five items?lang',
    ),
    query(
      () => visitor,
      (t) => `/api/packages/${t}`,
      'GET /api/packages/:typeOrId',
    ),
    query(
      () => visitor,
      (t) => `/api/counsellors/${t}`,
      'GET /api/counsellors/:id',
    ),
    query(
      () => visitor,
      (t) => `/api/assessments/holland-profiles/${t}`,
      'GET holland-profiles/:code',
    ),
    query(
      () => student,
      (t) => `/api/personality-test/${ids.bookingId}?testType=${t}`,
      'GET personality-test/:bookingId?testType',
    ),
    query(
      () => student,
      (t) => `/api/reports/${t}`,
      'GET /api/reports/:id',
    ),
    query(
      () => counsellor,
      (t) => `/api/counsellor/personality-tests?page=${t}`,
      'GET counsellor/personality-tests?page',
    ),
    query(
      () => counsellor,
      (t) => `/api/counsellors/${counsellor.userId}/bookings?view=${t}`,
      'GET counsellors/:id/bookings?view',
    ),
    query(
      () => counsellor,
      (t) => `/api/counsellors/${counsellor.userId}/bookings?limit=${t}&offset=${t}`,
      'GET counsellors/:id/bookings?limit&offset',
    ),
    query(
      () => admin,
      (t) => `/api/counsellors/${t}/stats`,
      'GET /api/counsellors/:id/stats',
    ),
    query(
      () => counsellor,
      (t) => `/api/counsellor/sessions/${t}`,
      'GET /api/counsellor/sessions/:id',
    ),
    query(
      () => counsellor,
      (t) => `/api/counsellor/sessions/${ids.bookingId}/documents/${t}`,
      'GET-like path: counsellor/sessions/:id/documents/:documentId',
    ),
    query(
      () => student,
      (t) => `/api/bookings/${ids.bookingId}/documents/${t}`,
      'GET /api/bookings/:id/documents/:documentId',
    ),
    ...['packages', 'coupons', 'counsellors', 'messages'].map((resource) => ({
      name: `GET /api/admin/${resource}?filter.q`,
      send: (text: string) => admin.get(`/api/admin/${resource}?filter=${percentEncode(JSON.stringify({ q: text }))}`),
    })),
    query(
      () => admin,
      (t) => `/api/admin/counsellors/${ids.counsellorId}/${t}`,
      'PATCH-like path: GET /api/admin/counsellors/:id/:change',
    ),
  ];
}

/** Every item of a test answered 3. */
async function fullAnswers(testType: string): Promise<Record<string, number>> {
  const { items } = await visitor.get(`/api/assessments/${testType}/items`).expectStatus(200).json<{ items: { id: string }[] }>();
  return Object.fromEntries(items.map((item) => [item.id, 3]));
}

beforeAll(async () => {
  app = await startTestApp({ clock });
  visitor = app.client();
  admin = await app.admin();
  ids.packageId = (await createPackage(admin, 'basic', 999)).id;
  counsellor = await approvedCounsellor(app, admin, { basic: true, comprehensive: true });
  profileAuthor = counsellor;
  ids.counsellorId = counsellor.userId;
  student = await app.signUp('student');
  const booking = { counsellorId: ids.counsellorId, studentId: student.userId, packageId: ids.packageId, sessionDate: '2026-12-09', timeSlot: '10:00 AM' };
  const order = await student.post('/api/payment/create-order', { amount: 99_900, booking }).expectStatus(200).json<CreateOrderResponse>();
  const approval = await student.post('/api/payment/local/approve', { orderId: order.id }).json<LocalCheckoutApproval>();
  ids.bookingId = (
    await student
      .post('/api/payment/verify', { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount })
      .expectStatus(200)
      .json<StudentBooking>()
  ).id;
  ids.orderId = (
    await student
      .post('/api/payment/create-order', { amount: 99_900, booking: { ...booking, timeSlot: '11:00 AM' } })
      .expectStatus(200)
      .json<CreateOrderResponse>()
  ).id;
  // A completed test to release, and a comprehensive booking with all three completed, to release again and again.
  ids.testId = (
    await student
      .post(`/api/personality-test/${ids.bookingId}/submit`, { testType: 'riasec', answers: await fullAnswers('riasec') })
      .expectStatus(201)
      .json<{ id: string }>()
  ).id;
  const comprehensive = await createPackage(admin, 'comprehensive', 3999);
  const second = { ...booking, packageId: comprehensive.id, timeSlot: '12:00 PM' };
  const paid = await student.post('/api/payment/create-order', { amount: 399_900, booking: second }).expectStatus(200).json<CreateOrderResponse>();
  const secondApproval = await student.post('/api/payment/local/approve', { orderId: paid.id }).json<LocalCheckoutApproval>();
  ids.comprehensiveBookingId = (
    await student
      .post('/api/payment/verify', { paymentId: secondApproval.razorpay_payment_id, orderId: paid.id, signature: secondApproval.razorpay_signature, bookingData: second, amount: paid.amount })
      .expectStatus(200)
      .json<StudentBooking>()
  ).id;
  for (const testType of ['riasec', 'multiple_intelligences', 'bigfive']) {
    await student.post(`/api/personality-test/${ids.comprehensiveBookingId}/submit`, { testType, answers: await fullAnswers(testType) }).expectStatus(201);
  }
  ids.couponId = (await admin.post('/api/admin/coupons', { code: 'FUZZBASE', kind: 'flat', value: 100 }).expectStatus(201).json<{ id: string }>()).id;
});
afterAll(async () => app?.stop());

describe('any text, anywhere', () => {
  // A few thousand requests, one after another: about a minute alone, longer beside another spec file (two workers).
  it('never answers 5xx, and leaves every read model and the scheduler caught up with nothing parked', { timeout: 240_000 }, async () => {
    const all = targets();
    expect(all.length).toBeGreaterThan(50);
    const answered = async (target: Target, text: string) => {
      // Limits (contact, coupons, sign-in) reset as time moves: more of the texts go past them, into the log.
      clock.advance(16 * 60_000);
      const response = await target.send(text);
      await response.arrayBuffer();
      expect(response.status, `${target.name} with ${JSON.stringify(text.slice(0, 40))}`).toBeLessThan(500);
    };
    for (const target of all) for (const text of specials) await answered(target, text);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), anyText, (target, text) => answered(target, text)),
      { numRuns: 400 },
    );

    const caughtUp = async () => {
      const ready = await app.client().get('/api/health/ready').json<Readiness>();
      return ready.projections.filter((p) => p.lag > 0 || p.failing || p.parked > 0).map((p) => `${p.name}: lag ${p.lag}, parked ${p.parked}, failing ${p.failing}`);
    };
    await expect.poll(caughtUp, { timeout: 30_000 }).toEqual([]);
  });
});
