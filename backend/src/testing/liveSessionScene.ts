// The people of a live session's specs (room, reviews): a counsellor and a student with a paid booking, another
// counsellor, another student, an admin and an auditor, all signed in again whenever the test's clock jumps past the
// sign-in idle limit, as they would.
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import type { fixedClock } from '../platform/clock';
import { approvedCounsellor, createPackage, paidBooking } from './fixtures';
import type { HttpClient } from './httpClient';
import type { TestApp } from './testApp';

type Person = HttpClient & { userId: string; email: string };
const PASSWORD = 'secret-123';
const AUDITOR = { email: 'room.auditor@example.in', password: 'ledger-check-42' };

export interface LiveSessionScene {
  counsellor: Person;
  otherCounsellor: Person;
  student: Person;
  otherStudent: Person;
  admin: HttpClient;
  auditor: HttpClient;
  /** Everyone but the booking's student and counsellor, named. */
  others(): [string, HttpClient][];
  /** A new paid booking of `student` with the scene's counsellor, `days` after the clock's start day; its start. */
  book(days: number, slot?: string): Promise<{ id: string; startsAt: number }>;
  /** A booking of `student` awaiting payment (its checkout opened, never paid). */
  bookUnpaid(days: number): Promise<{ id: string }>;
  /** Moves the clock to `at`, runs what is due (sessions complete), and signs everyone in again. */
  timeIs(at: number): Promise<void>;
}

export async function liveSessionScene(app: TestApp, clock: ReturnType<typeof fixedClock>, start: Date): Promise<LiveSessionScene> {
  let admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin);
  const otherCounsellor = await approvedCounsellor(app, admin);
  const student = await app.signUp('student');
  const otherStudent = await app.signUp('student');
  await admin.post('/api/admin/auditors', AUDITOR).expectStatus(201);
  const auditor = app.client();
  const signIn = async (client: HttpClient, credentials: { email: string; password: string }) => client.post('/api/login', credentials).expectStatus(200);
  await signIn(auditor, AUDITOR);
  const people = [counsellor, otherCounsellor, student, otherStudent];
  return {
    counsellor,
    otherCounsellor,
    student,
    otherStudent,
    get admin() {
      return admin;
    },
    auditor,
    others() {
      return [
        ['another student', otherStudent],
        ['another counsellor', otherCounsellor],
        ['an admin', admin],
        ['an auditor', auditor],
      ];
    },
    async book(days, slot = '10:00 AM') {
      const { id } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: addDays(istDate(start), days), slot });
      const listed = await student.get(`/api/students/${student.userId}/bookings`).expectStatus(200).json<StudentBooking[]>();
      const booking = listed.find((b) => b.id === id);
      if (!booking) throw new Error('the paid booking is not listed');
      return { id, startsAt: Date.parse(booking.sessionDate) };
    },
    async bookUnpaid(days) {
      const booking = { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: addDays(istDate(start), days), timeSlot: '10:00 AM' };
      const order = await student
        .post('/api/payment/create-order', { amount: pkg.price * 100, booking })
        .expectStatus(200)
        .json<{ bookingId: string }>();
      return { id: order.bookingId };
    },
    async timeIs(at) {
      clock.set(new Date(at));
      await app.runDueJobs();
      for (const person of people) await signIn(person, { email: person.email, password: PASSWORD });
      await signIn(auditor, AUDITOR);
      admin = await app.admin();
    },
  };
}
