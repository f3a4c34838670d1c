// The booking choice saved before sign-in (public-area §3, key pendingBooking). The booking flow writes it; sign-in reads it.
import type { BookingChoice } from '../../config/paths';

const KEY = 'pendingBooking';

export function readPendingBooking(storage: Pick<Storage, 'getItem'> = window.localStorage): BookingChoice | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { counsellorId, packageId, selectedDate, selectedTimeSlot } = saved as Record<string, unknown>;
  if ([counsellorId, packageId, selectedDate, selectedTimeSlot].some((value) => typeof value !== 'string' && typeof value !== 'number')) {
    return null;
  }
  return { counsellorId: String(counsellorId), packageId: String(packageId), date: String(selectedDate), timeSlot: String(selectedTimeSlot) };
}

/** Saves the choice before the visitor signs in or registers (the shape public-area §3 names). */
export function savePendingBooking(choice: BookingChoice, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  storage.setItem(KEY, JSON.stringify({ counsellorId: choice.counsellorId, packageId: choice.packageId, selectedDate: choice.date, selectedTimeSlot: choice.timeSlot }));
}

export function clearPendingBooking(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  storage.removeItem(KEY);
}
