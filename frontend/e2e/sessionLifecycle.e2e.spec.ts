// A session's life after payment, with the product's clock moved instead of waited for: a paid session moves to
// Completed an hour after it starts; a checkout the student closed lapses with its hold and is never shown with a refund
// promise.
import { expect, test, type Page } from '@playwright/test';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { HOLD_MINUTES } from '@margdarshak/contracts/schedule/slots';
import { uniqueEmail, ADULT_DATE_OF_BIRTH } from './support/auth';
import { chooseDateAndSlot, startBookingWith } from './support/booking';
import { setClocksAhead } from './support/clock';
import { open } from './support/open';

const MINUTE = 60_000;

const PASSWORD = 'student-secret-1';

async function signUpStudent(page: Page): Promise<{ id: string; email: string }> {
  await open(page, '/');
  const email = uniqueEmail('lifecycle');
  const registered = await page.request.post('/api/register', { data: { email, password: PASSWORD, role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.ok()).toBe(true);
  return { id: ((await registered.json()) as { id: string }).id, email };
}

/** After a jump past the 2-hour idle limit the student signs in again, as they would. */
async function signInAgain(page: Page, email: string) {
  expect((await page.request.post('/api/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
}

async function bookingsOf(page: Page, studentId: string): Promise<StudentBooking[]> {
  const answer = await page.request.get(`/api/students/${studentId}/bookings`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as StudentBooking[];
}

/** Chooses a slot with the counsellor and opens the test checkout for it. */
async function openCheckout(page: Page, counsellor: string) {
  await startBookingWith(page, counsellor);
  await chooseDateAndSlot(page);
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();
  await expect(page).toHaveURL(/\/booking-summary\//);
  const mobile = page.getByLabel(/Mobile/);
  if (await mobile.isVisible()) await mobile.fill('9876543210');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: /Test payment/ });
  await expect(checkout).toBeVisible();
  return checkout;
}

test.afterEach(async ({ page }) => {
  await setClocksAhead(page, 0);
});

test('a paid session moves to Completed an hour after it starts', async ({ page }) => {
  const { id: studentId, email } = await signUpStudent(page);
  const checkout = await openCheckout(page, 'Arjun Mehta');
  await checkout.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard/);
  const session = page.getByRole('article', { name: /with Arjun Mehta$/ });
  await expect(session.getByText('Confirmed', { exact: true })).toBeVisible();

  const [booking] = await bookingsOf(page, studentId);
  await setClocksAhead(page, Date.parse(booking?.sessionDate ?? '') + 61 * MINUTE - Date.now());
  await signInAgain(page, email);
  await expect.poll(async () => (await bookingsOf(page, studentId))[0]?.status).toBe('completed');

  await open(page, '/student/dashboard');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(session.getByText('Completed', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(session).toBeHidden();
});

test('a checkout closed unpaid lapses with its hold and never shows a refund note', async ({ page }) => {
  const { id: studentId } = await signUpStudent(page);
  const checkout = await openCheckout(page, 'Farah Siddiqui');
  await page.keyboard.press('Escape');
  await expect(checkout).toBeHidden();
  expect((await bookingsOf(page, studentId)).map((b) => b.status)).toEqual(['pending']);

  // Each tab's content is on screen (the order awaiting payment, or the tab's empty state) and nothing promises a refund.
  const noRefundPromise = async (shown: Record<'Upcoming' | 'Completed' | 'Cancelled', RegExp | string>) => {
    await open(page, '/student/dashboard');
    for (const [tab, content] of Object.entries(shown)) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(typeof content === 'string' ? page.getByText(content) : page.getByRole('article', { name: content })).toBeVisible();
      await expect(page.getByText(/Refunds reach your account/)).toHaveCount(0);
    }
  };
  await noRefundPromise({ Upcoming: /with Farah Siddiqui$/, Completed: 'No completed sessions', Cancelled: 'No cancelled sessions' });

  // The hold lapses: the order is gone from the student's sessions, and nothing anywhere promises a refund.
  await setClocksAhead(page, (HOLD_MINUTES + 1) * MINUTE);
  await expect.poll(async () => (await bookingsOf(page, studentId)).length).toBe(0);
  await noRefundPromise({ Upcoming: 'No upcoming sessions', Completed: 'No completed sessions', Cancelled: 'No cancelled sessions' });
});
