// The slot strings the API and the pages use ('09:00 AM'), apart from the scheduling rules: a page that only shows a
// slot need not load zod with them.

/** '09:00' -> '09:00 AM', 13:30 -> '01:30 PM': the slot strings the API and the pages use (12-hour, en-IN). */
export function slotLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Minutes after midnight for a slot string, or undefined if it is not one. */
export function parseSlot(label: string): number | undefined {
  const match = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/.exec(label.trim());
  if (!match) return undefined;
  const hour12 = Number(match[1]);
  const hour = (hour12 % 12) + (match[3] === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}
