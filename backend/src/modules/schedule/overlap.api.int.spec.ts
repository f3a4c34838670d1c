// No two sessions overlap in time (issue 27, item 9), over HTTP: hours that start at half past and ranges that overlap,
// claims made under hours since changed, and payments racing for times that share a minute, for one counsellor and for
// one student with two counsellors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability, CreateOrderResponse, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { weekdays, type HoursRange, type WeeklyHours } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import type { LocalGateway } from '../../platform/payments/localGateway';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India: the 25th is the first bookable day
let app: TestApp;
let admin: HttpClient;
let pkg: { id: string; price: number };
let day = 0;

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
});
afterAll(async () => app?.stop());

const nextDate = () => `2026-12-${String(++day).padStart(2, '0')}`;
const local = () => app.deps.payments as LocalGateway;
const everyDay = (...ranges: HoursRange[]): WeeklyHours => Object.fromEntries(weekdays.map((d) => [d, ranges])) as WeeklyHours;
const setHours = (counsellorId: string, ...ranges: HoursRange[]) =>
  admin
    .put(`/api/counsellors/${counsellorId}/availability`, { weekly: everyDay(...ranges), daysOff: [] })
    .expectStatus(200)
    .json<Availability>();
const slotsOn = async (counsellorId: string, date: string) =>
  (await app.client().get(`/api/counsellors/${counsellorId}/available-slots?date=${date}`).expectStatus(200).json<{ availableSlots: string[] }>()).availableSlots;

type Student = HttpClient & { userId: string };
const choice = (student: Student, counsellorId: string, sessionDate: string, timeSlot: string) => ({ counsellorId, studentId: student.userId, packageId: pkg.id, sessionDate, timeSlot });
const order = (student: Student, counsellorId: string, date: string, slot: string) =>
  student.post('/api/payment/create-order', { amount: pkg.price * 100, booking: choice(student, counsellorId, date, slot) });

/** Pays an order through the local checkout and verifies it: the answer's status and body. */
async function payAndVerify(student: Student, counsellorId: string, date: string, slot: string, created: CreateOrderResponse) {
  const approval = await local().approve(created.id);
  const verify = { paymentId: approval?.paymentId ?? '', orderId: created.id, signature: approval?.signature ?? '', bookingData: choice(student, counsellorId, date, slot), amount: created.amount };
  const response = await student.post('/api/payment/verify', verify);
  return { status: response.status, body: (await response.json()) as StudentBooking & { error?: string; refunded?: boolean }, paymentId: verify.paymentId };
}

/** Lets every hold taken so far lapse, and the holds processor expire its booking. */
async function lapseHolds() {
  clock.advance(16 * 60_000);
  await app.runDueJobs();
}

const refundsOf = async (paymentId: string) => (await local().refunds()).filter((r) => r.paymentId === paymentId);

describe('hours that start at half past, and ranges that overlap', () => {
  it('saves overlapping ranges joined, and never offers two slots that share a minute', async () => {
    const { userId } = await approvedCounsellor(app, admin);
    const saved = await setHours(userId, { start: '09:30', end: '11:30' }, { start: '10:00', end: '12:00' });
    expect(saved.weekly.monday).toEqual([{ start: '09:30', end: '12:00' }]);
    expect(await slotsOn(userId, nextDate())).toEqual(['09:30 AM', '10:30 AM']);
  });

  it('hides every slot overlapping a claim made under earlier hours', async () => {
    const { userId } = await approvedCounsellor(app, admin);
    const date = nextDate();
    await setHours(userId, { start: '09:30', end: '10:30' });
    await order(await app.signUp('student'), userId, date, '09:30 AM').expectStatus(200);
    await setHours(userId, { start: '09:00', end: '12:00' });
    // 09:00 and 10:00 each share half an hour with the held 09:30; 11:00 is clear of it.
    expect(await slotsOn(userId, date)).toEqual(['11:00 AM']);
    const refused = await order(await app.signUp('student'), userId, date, '10:00 AM')
      .expectStatus(409)
      .json<{ error: string }>();
    expect(refused.error).toBe('This time slot is no longer available. Please choose another.');
  });
});

describe('two students, one counsellor, 09:30 and 10:00', () => {
  it('confirms the first payment and refunds the second, whose hold had lapsed, when the hours changed between the orders', async () => {
    const { userId } = await approvedCounsellor(app, admin);
    const date = nextDate();
    const [first, second] = [await app.signUp('student'), await app.signUp('student')];
    await setHours(userId, { start: '09:30', end: '10:30' });
    const early = await order(first, userId, date, '09:30 AM').expectStatus(200).json<CreateOrderResponse>();
    await lapseHolds(); // the first student is slow to pay
    await setHours(userId, { start: '10:00', end: '11:00' });
    const late = await order(second, userId, date, '10:00 AM').expectStatus(200).json<CreateOrderResponse>();

    const won = await payAndVerify(second, userId, date, '10:00 AM', late);
    expect(won).toMatchObject({ status: 200, body: { status: 'confirmed', timeSlot: '10:00 AM' } });
    const lost = await payAndVerify(first, userId, date, '09:30 AM', early);
    expect(lost.status).toBe(409);
    expect(lost.body).toMatchObject({
      refunded: true,
      error: expect.stringMatching(/^This time slot was booked by someone else while you were paying\. Your payment of ₹1,999 has been refunded in full/),
    });
    expect(await refundsOf(lost.paymentId)).toHaveLength(1);
    expect(await refundsOf(won.paymentId)).toHaveLength(0);
  });

  it('gives times that share a minute to one of two payments racing, and refunds the other', async () => {
    const { userId } = await approvedCounsellor(app, admin);
    const date = nextDate();
    const [first, second] = [await app.signUp('student'), await app.signUp('student')];
    await setHours(userId, { start: '09:30', end: '10:30' });
    const early = await order(first, userId, date, '09:30 AM').expectStatus(200).json<CreateOrderResponse>();
    await lapseHolds();
    await setHours(userId, { start: '10:00', end: '11:00' });
    const late = await order(second, userId, date, '10:00 AM').expectStatus(200).json<CreateOrderResponse>();
    await lapseHolds(); // both holds lapsed: nothing but the day's stream decides who gets the time

    const answers = await Promise.all([payAndVerify(first, userId, date, '09:30 AM', early), payAndVerify(second, userId, date, '10:00 AM', late)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(lost?.body).toMatchObject({ refunded: true, error: expect.stringMatching(/booked by someone else while you were paying/) });
    expect(await refundsOf(lost?.paymentId ?? '')).toHaveLength(1);
    const sessions = await Promise.all([first, second].map((s) => s.get(`/api/students/${s.userId}/bookings`).json<StudentBooking[]>()));
    expect(sessions.flat().filter((b) => b.status === 'confirmed')).toHaveLength(1);
  });

  it('lets 20 orders race over half-hour-apart times and keeps at most one standing per overlap', async () => {
    const { userId } = await approvedCounsellor(app, admin);
    const date = nextDate();
    // Under each set of hours in turn, one order for each start a half hour apart: 09:00, 09:30, 10:00, 10:30, 11:00.
    const starts = ['09:00', '09:30', '10:00', '10:30', '11:00'];
    const held: string[] = [];
    for (const start of starts) {
      const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:${start.slice(3)}`;
      await setHours(userId, { start, end });
      const label = `${start.slice(0, 2)}:${start.slice(3)} AM`;
      const answers = await Promise.all(Array.from({ length: 4 }, async () => order(await app.signUp('student'), userId, date, label)));
      const won = answers.filter((a) => a.status === 200).length;
      expect(won).toBeLessThanOrEqual(1);
      if (won === 1) held.push(label);
    }
    // 09:00 wins, so 09:30 cannot; 10:00 then wins, so 10:30 cannot; 11:00 wins: never two overlapping holds.
    expect(held).toEqual(['09:00 AM', '10:00 AM', '11:00 AM']);
  });
});

describe('one student, two counsellors, 09:30 and 10:00', () => {
  it('never confirms both, whether the orders race or the payments do, and refunds what it could not keep', async () => {
    const [one, two] = [(await approvedCounsellor(app, admin)).userId, (await approvedCounsellor(app, admin)).userId];
    await setHours(one, { start: '09:30', end: '10:30' });
    await setHours(two, { start: '10:00', end: '11:00' });
    const student = await app.signUp('student');
    const date = nextDate();

    // The orders race: the student's own unpaid order gives way to the newer one, so at most one holds.
    const orders = await Promise.all([order(student, one, date, '09:30 AM'), order(student, two, date, '10:00 AM')]);
    const created = await Promise.all(orders.map(async (o) => (o.status === 200 ? ((await o.json()) as CreateOrderResponse) : undefined)));
    expect(created.some(Boolean)).toBe(true);

    // Both are paid at once (a second tab paying the given-up order): at most one is confirmed.
    const answers = await Promise.all(
      [
        { counsellor: one, slot: '09:30 AM', created: created[0] },
        { counsellor: two, slot: '10:00 AM', created: created[1] },
      ].flatMap(({ counsellor, slot, created: c }) => (c ? [payAndVerify(student, counsellor, date, slot, c)] : [])),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.refunded).toBe(true);
      expect(await refundsOf(lost.paymentId)).toHaveLength(1);
    }
    const mine = await student.get(`/api/students/${student.userId}/bookings`).json<StudentBooking[]>();
    expect(mine.filter((b) => b.status === 'confirmed')).toHaveLength(1);
  });

  it('refunds the second of two lapsed orders paid together, with a sentence saying why', async () => {
    const [one, two] = [(await approvedCounsellor(app, admin)).userId, (await approvedCounsellor(app, admin)).userId];
    await setHours(one, { start: '09:30', end: '10:30' });
    await setHours(two, { start: '10:00', end: '11:00' });
    const student = await app.signUp('student');
    const date = nextDate();
    const early = await order(student, one, date, '09:30 AM').expectStatus(200).json<CreateOrderResponse>();
    await lapseHolds();
    const late = await order(student, two, date, '10:00 AM').expectStatus(200).json<CreateOrderResponse>();
    await lapseHolds();

    const answers = await Promise.all([payAndVerify(student, one, date, '09:30 AM', early), payAndVerify(student, two, date, '10:00 AM', late)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(lost?.body.error).toMatch(/^You booked another session at this time while you were paying\. Your payment of ₹1,999 has been refunded in full/);
    expect(await refundsOf(lost?.paymentId ?? '')).toHaveLength(1);
  });
});
