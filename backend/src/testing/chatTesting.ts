// What the chat specs share: a paid session between a new student and a counsellor, on a slot no other session uses.
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import type { HttpClient } from './httpClient';
import { approvedCounsellor, createPackage, paidBooking } from './fixtures';
import type { TestApp } from './testApp';

export type Signed = HttpClient & { userId: string; email: string };

export interface ChatWorld {
  admin: HttpClient;
  /** A paid session with a new student and a new counsellor. */
  session(): Promise<{ student: Signed; counsellor: Signed; bookingId: string }>;
  /** Another paid session of this student with a new counsellor, a day later than session()'s. */
  sessionOf(student: Signed): Promise<{ student: Signed; counsellor: Signed; bookingId: string }>;
}

export async function chatWorld(app: TestApp): Promise<ChatWorld> {
  const admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const booked = async (student: Signed, days: number) => {
    const counsellor = await approvedCounsellor(app, admin, { advanced: true });
    const { id } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: addDays(istDate(app.clock.now()), days), slot: '10:00 AM' });
    return { student, counsellor, bookingId: id };
  };
  return {
    admin,
    async session() {
      return booked(await app.signUp('student'), 4);
    },
    async sessionOf(student) {
      return booked(student, 5);
    },
  };
}
