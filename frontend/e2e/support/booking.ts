// Booking through the pages, as a student does: a counsellor from a package's list, a free day and slot, the summary.
import { expect, type Page } from '@playwright/test';
import { upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { open } from './open';

/** A bookable day's button, e.g. 'Wed 25 Nov' (a refused day's name carries its reason, so it does not match). */
const bookableDay = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2,3}$/;

/** Picks the first bookable day that has a free slot, and its first slot, paging to later dates as needed; answers the slot's label. */
export async function chooseDateAndSlot(page: Page): Promise<string> {
  const days = page.getByRole('button', { name: bookableDay });
  const slots = page.getByRole('group', { name: 'Time slots' }).getByRole('button');
  const noneFree = page.getByText('No free slots on this day');
  const later = page.getByRole('button', { name: 'Later dates' });
  for (;;) {
    await expect(days.first()).toBeVisible();
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      await days.nth(i).click();
      await expect(slots.first().or(noneFree)).toBeVisible();
      if ((await slots.count()) === 0) continue;
      const slot = slots.first();
      const label = ((await slot.textContent()) ?? '').trim();
      await slot.click();
      await expect(slot).toHaveAttribute('aria-pressed', 'true');
      return label;
    }
    if ((await later.getAttribute('aria-disabled')) === 'true') break;
    await later.click();
  }
  throw new Error('No free slot in the next 30 days');
}

export async function openSlots(page: Page, counsellorId: string, date: string): Promise<string[]> {
  const answer = await page.request.get(`/api/counsellors/${counsellorId}/available-slots?date=${date}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { availableSlots: string[] }).availableSlots;
}

/** The first bookable date on which the counsellor has a free slot, and that slot, asked of the API. */
export async function firstFreeSlot(page: Page, counsellorId: string): Promise<{ date: string; slot: string }> {
  for (const date of upcomingDates(new Date())
    .filter((d) => !d.refusal)
    .map((d) => d.date)) {
    const [slot] = await openSlots(page, counsellorId, date);
    if (slot) return { date, slot };
  }
  throw new Error('No free slot');
}

/** The counsellor and the date of the summary the page is on. */
export function summaryChoice(page: Page): { counsellorId: string; date: string } {
  const url = new URL(page.url());
  const [, counsellorId = ''] = /^\/booking-summary\/([\w-]+)\//.exec(url.pathname) ?? [];
  return { counsellorId, date: url.searchParams.get('date') ?? '' };
}

export async function startBookingWith(page: Page, counsellor: string, packageType = 'advanced'): Promise<void> {
  await open(page, `/packages/${packageType}`);
  await page.getByLabel('Search by name or specialization').fill(counsellor);
  await page.getByRole('article', { name: counsellor, exact: true }).getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking\/[\w-]+\/[\w-]+$/);
}
