// The audit speaks India time: instants shown with +05:30, days and months as India's calendar has them. India keeps one
// offset all year, so plain arithmetic converts.
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** '2026-11-23T06:00:00.000Z' -> '2026-11-23T11:30:00.000+05:30'; text that is no instant is answered as it is. */
export function indiaIso(instant: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return instant;
  return new Date(ms + IST_OFFSET_MS).toISOString().replace('Z', '+05:30');
}

/** The India day an instant falls on. */
export const indiaDayOf = (instant: string): string => istDate(new Date(instant));

/** The instant an India day starts, as toISOString writes it (the form metadata.at is stored in). */
export const indiaDayStart = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS).toISOString();

/** Every India day from `from` to `to`, both included. */
export function indiaDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export { addDays };
