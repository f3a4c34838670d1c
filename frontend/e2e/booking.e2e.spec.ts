import { expect, test, type Page } from '@playwright/test';
import { toast, uniqueEmail } from './support/auth';

const dayButton = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/;

async function chooseDateAndSlot(page: Page): Promise<{ date: string; slot: string }> {
  await page.getByRole('button', { name: dayButton }).first().click();
  const slot = page.getByRole('group', { name: 'Time slots' }).getByRole('button').first();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  const date = (await page.evaluate(() => document.querySelector('button[aria-pressed="true"]')?.getAttribute('aria-label'))) ?? '';
  return { date, slot: label };
}

test('a visitor books and pays for a session, signing up on the way', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('student');
  await page.goto('/packages/advanced');
  await page.getByLabel('Search by name or specialization').fill('Arjun Mehta');
  await page.getByRole('article', { name: 'Arjun Mehta' }).getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking\/[\w-]+\/[\w-]+$/);
  const [, counsellorId = ''] = /\/booking\/([\w-]+)\//.exec(page.url()) ?? [];

  // Nearer dates are refused, and saying why; nothing is chosen yet.
  await expect(page.getByRole('button', { name: /at least 2 days ahead/ }).first()).toBeDisabled();
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();
  await expect(toast(page, 'Selection required')).toBeVisible();

  const { slot } = await chooseDateAndSlot(page);
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();

  // Signed out: asked to sign in; registers instead, and is brought back to the summary.
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your student account' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('student-secret-1');
  await signUp.getByLabel('Confirm password').fill('student-secret-1');
  await signUp.getByLabel(/I agree to the/).check();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/booking-summary\//);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByText(slot, { exact: false }).first()).toBeVisible();
  const date = new URL(page.url()).searchParams.get('date') ?? '';

  // A coupon, then the test checkout.
  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Coupon applied!')).toBeVisible();
  await expect(page.getByText('WELCOME10 applied')).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Test payment' });
  await expect(checkout.getByText('TEST MODE')).toBeVisible();
  await checkout.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Booking Confirmed!')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard\?booking=confirmed$/);

  const session = page.getByRole('article', { name: /with Arjun Mehta$/ });
  await expect(session).toBeVisible();
  await expect(session.getByText('Confirmed')).toBeVisible();

  // Nobody is offered that slot any more.
  const open = await page.request.get(`/api/counsellors/${counsellorId}/available-slots?date=${date}`);
  expect(((await open.json()) as { availableSlots: string[] }).availableSlots).not.toContain(slot);
});

test('a declined payment says so and books nothing', async ({ page }) => {
  const email = uniqueEmail('student');
  await page.goto('/');
  const registered = await page.request.post('/api/register', { data: { email, password: 'student-secret-1', role: 'student' } });
  expect(registered.ok()).toBe(true);
  const { id: studentId } = (await registered.json()) as { id: string };
  await page.goto('/packages/advanced');
  await page.getByLabel('Search by name or specialization').fill('Farah Siddiqui');
  await page.getByRole('article', { name: 'Farah Siddiqui' }).getByRole('link', { name: 'Book Now' }).click();
  await chooseDateAndSlot(page);
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();
  await expect(page).toHaveURL(/\/booking-summary\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByRole('dialog', { name: 'Test payment' }).getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(toast(page, 'declined')).toBeVisible();
  const bookings = await page.request.get(`/api/students/${studentId}/bookings`);
  expect(await bookings.json()).toEqual([]);
});
