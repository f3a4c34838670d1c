// Payments verified at the same moment for different hours of one counsellor's day all stand: the day's stream sees
// them collide, and a collision is decided again (and, past the command's retries, the payment's job tried again), never
// taken for a lost hour and refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { bookingScene } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';

let app: TestApp;
let scene: Awaited<ReturnType<typeof bookingScene>>;

beforeAll(async () => {
  scene = await bookingScene();
  app = scene.app;
});
afterAll(async () => app?.stop());

type Student = HttpClient & { userId: string };

describe('payments racing for one counsellor’s day', () => {
  it('confirms every one of eight hours verified at once, and refunds none', async () => {
    const date = addDays(istDate(new Date()), 3);
    const { availableSlots } = await app.client().get(`/api/counsellors/${scene.counsellor.userId}/available-slots?date=${date}`).expectStatus(200).json<{ availableSlots: string[] }>();
    const slots = availableSlots.slice(0, 8);
    expect(slots).toHaveLength(8);
    const approved = [];
    for (const slot of slots) {
      const student: Student = await app.signUp('student');
      const booking = { counsellorId: scene.counsellor.userId, studentId: student.userId, packageId: scene.pkg.id, sessionDate: date, timeSlot: slot };
      const order = await student
        .post('/api/payment/create-order', { amount: scene.pkg.price * 100, booking })
        .expectStatus(200)
        .json<{ id: string; amount: number; bookingId: string }>();
      const approval = await student
        .post('/api/payment/local/approve', { orderId: order.id })
        .expectStatus(200)
        .json<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>();
      approved.push({
        student,
        verify: { paymentId: approval.razorpay_payment_id, orderId: approval.razorpay_order_id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount },
      });
    }
    const answers = await Promise.all(approved.map(({ student, verify }) => student.post('/api/payment/verify', verify).json<{ status: string }>()));
    expect(answers.map((answer) => answer.status)).toEqual(slots.map(() => 'confirmed'));
    const booked = await Promise.all(approved.map(({ student }) => student.get(`/api/students/${student.userId}/bookings`).json<{ status: string; refund?: unknown }[]>()));
    expect(booked.map((list) => list.map((b) => b.status))).toEqual(slots.map(() => ['confirmed']));
  });
});
