// India's financial year, April to March, by the India date of an instant: 2026-04-01 00:00 IST opens '2026-27'.
import { istDate } from '../schedule/slots';

/** '2026-27' for any instant from 1 April 2026 to 31 March 2027, India time. */
export function financialYearOf(instant: Date): string {
  const [year, month] = istDate(instant).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
