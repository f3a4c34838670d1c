// When a booking's tests take answers (ours where dashboards §5 is silent): from the booking's confirmation until 30
// days after its session. A cancelled booking's tests close; what was completed stays.
import { TEST_OPEN_DAYS_AFTER_SESSION } from '@margdarshak/contracts/api/personalityTests';

const DAY_MS = 86_400_000;

export interface TestWindow {
  open: boolean;
  /** When answers stop being taken; null when they never will again (or not yet: an unpaid booking). */
  closesAt: string | null;
}

export function testWindow(booking: { status: string; startsAt: string }, now: Date): TestWindow {
  if (booking.status !== 'confirmed' && booking.status !== 'completed') return { open: false, closesAt: null };
  const closes = Date.parse(booking.startsAt) + TEST_OPEN_DAYS_AFTER_SESSION * DAY_MS;
  return now.getTime() < closes ? { open: true, closesAt: new Date(closes).toISOString() } : { open: false, closesAt: null };
}
