// Coupons over HTTP: validation with every refusal, the back office's coupons, and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon, ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import { fixedClock } from '../../platform/clock';
import { createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { redeemCoupon } from './coupons';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
let student: HttpClient & { userId: string };
let advanced: { id: string; price: number };
let basic: { id: string; price: number };

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  student = await app.signUp('student');
  advanced = await createPackage(admin, 'advanced', 1999);
  basic = await createPackage(admin, 'basic', 999);
});
afterAll(async () => app?.stop());

let n = 0;
const coupon = (overrides: Record<string, unknown> = {}) => ({ code: `save${++n}`, kind: 'percent', value: 10, maxDiscount: 150, ...overrides });
const addCoupon = (overrides: Record<string, unknown> = {}) => admin.post('/api/admin/coupons', coupon(overrides)).expectStatus(201).json<AdminCoupon>();
const validate = (code: string, pkg = advanced, amount = pkg.price) => student.post('/api/coupons/validate', { code, amount, packageId: pkg.id });
const refusal = async (pending: ReturnType<typeof validate>, status: number) => (await pending.expectStatus(status).json<{ error: string }>()).error;
const redeemFor = (code: string, studentId: string) =>
  redeemCoupon(app.deps, { code, bookingId: crypto.randomUUID(), studentId, pricePaise: 199_900, packageType: 'advanced', discountPaise: 15_000 }, { role: 'student', userId: studentId });

describe('validating a coupon', () => {
  it('answers the discount in rupees to the paisa, from the price the server knows', async () => {
    expect(await addCoupon({ code: ' welcome ' })).toMatchObject({ code: 'WELCOME', uses: 0, active: true });
    expect(await validate('welcome').expectStatus(200).json<ValidateCouponResponse>()).toEqual({
      coupon: { code: 'WELCOME', kind: 'percent', value: 10, maxDiscount: 150 },
      discountAmount: 150,
      finalAmount: 1849,
    });
    expect(await validate(' Welcome ', basic).expectStatus(200).json()).toMatchObject({ discountAmount: 99.9, finalAmount: 899.1 });
    // Without a package the amount is the price, and only a coupon for every package applies.
    expect(await student.post('/api/coupons/validate', { code: 'WELCOME', amount: 1000 }).expectStatus(200).json()).toMatchObject({ discountAmount: 100, finalAmount: 900 });
    const flat = await addCoupon({ kind: 'flat', value: 2500, maxDiscount: null });
    expect(await validate(flat.code).expectStatus(200).json()).toMatchObject({ coupon: { kind: 'flat', value: 2500, maxDiscount: null }, discountAmount: 1999, finalAmount: 0 });
  });

  it('refuses a request it cannot price', async () => {
    expect(await refusal(student.post('/api/coupons/validate', { code: '  ', amount: 1999 }), 400)).toBe('Please enter a valid coupon code');
    expect(await refusal(student.post('/api/coupons/validate', { amount: 1999 }), 400)).toBe('Please enter a valid coupon code');
    await addCoupon({ code: 'PRICED' });
    expect(await refusal(validate('PRICED', advanced, 1), 400)).toBe('The amount does not match the package price');
    expect(await refusal(student.post('/api/coupons/validate', { code: 'PRICED', amount: 1999, packageId: crypto.randomUUID() }), 404)).toBe('Package not found');
  });

  it('says why a coupon does not apply', async () => {
    expect(await refusal(validate('NOPE'), 404)).toBe('This coupon code does not exist');
    const expired = await addCoupon({ validFrom: '2026-10-01T00:00:00Z', validUntil: '2026-11-23T06:00:00Z' });
    expect(await refusal(validate(expired.code), 422)).toBe('This coupon has expired');
    const later = await addCoupon({ validFrom: '2026-11-23T06:00:01Z' });
    expect(await refusal(validate(later.code), 422)).toBe('This coupon is not valid yet');
    const forAdvanced = await addCoupon({ packageTypes: ['advanced'] });
    expect(await refusal(validate(forAdvanced.code, basic), 422)).toBe('This coupon is not valid for this package');
    expect(await refusal(student.post('/api/coupons/validate', { code: forAdvanced.code, amount: 1999 }), 422)).toBe('This coupon is not valid for this package');
    const inactive = await addCoupon({ active: false });
    expect(await refusal(validate(inactive.code), 422)).toBe('This coupon is no longer active');
    const minimum = await addCoupon({ minAmount: 1500 });
    expect(await refusal(validate(minimum.code, basic), 422)).toBe('This coupon applies to packages of ₹1,500 or more');
    expect((await validate(minimum.code).expectStatus(200).json<ValidateCouponResponse>()).finalAmount).toBe(1849);

    const usedUp = await addCoupon({ totalLimit: 1 });
    await redeemFor(usedUp.code, (await app.signUp('student')).userId);
    expect(await refusal(validate(usedUp.code), 409)).toBe('This coupon has been fully used');
    const oncePerStudent = await addCoupon({ perStudentLimit: 1 });
    await redeemFor(oncePerStudent.code, student.userId);
    expect(await refusal(validate(oncePerStudent.code), 422)).toBe('You have already used this coupon');
    await (await app.signUp('student')).post('/api/coupons/validate', { code: oncePerStudent.code, amount: 1999, packageId: advanced.id }).expectStatus(200);
  });
});

describe('the back office', () => {
  it('creates each code once, trimmed and upper-cased, with terms it checks', async () => {
    await addCoupon({ code: 'diwali' });
    expect(await refusal(admin.post('/api/admin/coupons', coupon({ code: ' Diwali ' })), 409)).toBe('A coupon with this code already exists');
    await admin.post('/api/admin/coupons', coupon({ value: 120 })).expectStatus(400);
    await admin.post('/api/admin/coupons', coupon({ validFrom: '2026-12-01T00:00:00Z', validUntil: '2026-11-01T00:00:00Z' })).expectStatus(400);
    await admin.post('/api/admin/coupons', coupon({ code: 'no spaces' })).expectStatus(400);
  });

  it('lists with Content-Range, reads, updates and deactivates, keeping the code and the uses', async () => {
    const created = await addCoupon({ code: 'edit_me', totalLimit: 5 });
    await redeemFor('EDIT_ME', student.userId);
    const list = await admin.get(`/api/admin/coupons?filter=${encodeURIComponent(JSON.stringify({ q: 'edit_' }))}&range=[0,9]`).expectStatus(200);
    expect(list.headers.get('content-range')).toBe('coupons 0-0/1');
    await expect.poll(async () => (await admin.get(`/api/admin/coupons/${created.id}`).json<AdminCoupon>()).uses).toBe(1);

    const updated = await admin
      .put(`/api/admin/coupons/${created.id}`, { ...created, code: 'RENAMED', maxDiscount: 100 })
      .expectStatus(200)
      .json<AdminCoupon>();
    expect(updated).toMatchObject({ id: created.id, code: 'EDIT_ME', maxDiscount: 100, totalLimit: 5, uses: 1 });
    expect(await validate('EDIT_ME').expectStatus(200).json()).toMatchObject({ discountAmount: 100 });

    expect(await admin.delete(`/api/admin/coupons/${created.id}`).expectStatus(200).json()).toMatchObject({ active: false, uses: 1 });
    expect(await refusal(validate('EDIT_ME'), 422)).toBe('This coupon is no longer active');
    await admin.delete(`/api/admin/coupons/${created.id}`).expectStatus(200);
    await admin.get(`/api/admin/coupons/${crypto.randomUUID()}`).expectStatus(404);
  });
});

describe('who may use the coupon endpoints', () => {
  it('validates for students only and manages for admins only', async () => {
    const target = await addCoupon();
    const callers = { anonymous: app.client(), student: await app.signUp('student'), counsellor: await app.signUp('counsellor'), admin };
    const calls = {
      validate: (c: HttpClient) => c.post('/api/coupons/validate', { code: target.code, amount: 1999, packageId: advanced.id }),
      list: (c: HttpClient) => c.get('/api/admin/coupons'),
      read: (c: HttpClient) => c.get(`/api/admin/coupons/${target.id}`),
      create: (c: HttpClient) => c.post('/api/admin/coupons', coupon()),
      update: (c: HttpClient) => c.put(`/api/admin/coupons/${target.id}`, { ...target, value: 20 }),
      deactivate: (c: HttpClient) => c.delete(`/api/admin/coupons/${target.id}`),
    };
    const expected: Record<keyof typeof calls, Record<keyof typeof callers, number>> = {
      validate: { anonymous: 401, student: 200, counsellor: 403, admin: 403 },
      list: { anonymous: 401, student: 403, counsellor: 403, admin: 200 },
      read: { anonymous: 401, student: 403, counsellor: 403, admin: 200 },
      create: { anonymous: 401, student: 403, counsellor: 403, admin: 201 },
      update: { anonymous: 401, student: 403, counsellor: 403, admin: 200 },
      deactivate: { anonymous: 401, student: 403, counsellor: 403, admin: 200 },
    };
    const actual: Record<string, Record<string, number>> = {};
    for (const [call, send] of Object.entries(calls)) {
      const row: Record<string, number> = {};
      for (const [role, client] of Object.entries(callers)) row[role] = (await send(client)).status;
      actual[call] = row;
    }
    expect(actual).toEqual(expected);
    expect(await admin.get(`/api/admin/coupons/${target.id}`).json()).toMatchObject({ value: 20, active: false });
  });
});
