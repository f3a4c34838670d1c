// Issue 5's browser flow: a signed-out visitor books, signs up on the way, pays in the local test checkout and finds the
// session on the dashboard; a declined payment books nothing.
import { expect, test } from '@playwright/test';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { toast, uniqueEmail, ADULT_DATE_OF_BIRTH } from './support/auth';
import { chooseDateAndSlot, openSlots, startBookingWith, summaryChoice } from './support/booking';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';

test('a visitor books and pays for a session, signing up on the way', async ({ page }) => {
  const email = uniqueEmail('student');
  await startBookingWith(page, 'Arjun Mehta');

  // Nearer dates are refused, saying why; Book & Pay Now needs a date and a slot.
  await expect(page.getByRole('button', { name: /at least 2 days ahead/ }).first()).toBeDisabled();
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();
  await expect(toast(page, 'Selection required')).toContainText('Please select both date and time for your session');

  const slot = await chooseDateAndSlot(page);
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();

  // Signed out: asked to sign in; registers instead, and is brought back to the summary with the same choice.
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(login).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('pendingBooking'))).toContain(slot);
  await login.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your student account' });
  await signUp.getByLabel('Your name').fill('Test Student');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('student-secret-1');
  await signUp.getByLabel('Confirm password').fill('student-secret-1');
  await signUp.getByLabel('Date of birth').fill(ADULT_DATE_OF_BIRTH);
  await signUp.getByLabel(/I agree to the/).check();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/booking-summary\/[\w-]+\/[\w-]+\?/);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByText(`${slot} (India time)`)).toBeVisible();
  await expect(page.getByText('60 minutes', { exact: true })).toBeVisible();
  const { counsellorId, date } = summaryChoice(page);
  expect(await openSlots(page, counsellorId, date)).toContain(slot);

  // The demo coupon lowers the total.
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  const fullPrice = await pay.textContent();
  await page.getByLabel('Coupon code').fill(' welcome10 ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Coupon applied!')).toContainText('You saved ₹');
  await expect(page.getByText('WELCOME10 applied')).toBeVisible();
  await expect(pay).not.toHaveText(fullPrice ?? '');
  const total = ((await pay.textContent()) ?? '').replace(/^Pay /, '');

  // The local test checkout, clearly marked, for the discounted total.
  await pay.click();
  const checkout = page.getByRole('dialog', { name: /Test payment/ });
  await expect(checkout).toContainText('no money moves');
  await expect(checkout).toContainText('TEST MODE');
  await expect(checkout).toContainText(total);
  await checkout.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Booking Confirmed!')).toBeVisible();
  // The banner shows once; the address drops ?booking=confirmed so a reload does not announce it again.
  await expect(page.getByRole('status').filter({ hasText: 'Session booked' })).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  expect(await page.evaluate(() => window.localStorage.getItem('pendingBooking'))).toBeNull();

  // The session is under Upcoming, confirmed.
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  const session = page.getByRole('article', { name: /with Arjun Mehta$/ });
  await expect(session).toBeVisible();
  await expect(session.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(session).toContainText(total);

  // Nobody is offered that slot any more.
  expect(await openSlots(page, counsellorId, date)).not.toContain(slot);
});

test('a declined payment says so and books nothing', async ({ page }) => {
  const email = uniqueEmail('student');
  await open(page, '/');
  const registered = await page.request.post('/api/register', { data: { email, password: 'student-secret-1', role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.ok()).toBe(true);
  const { id: studentId } = (await registered.json()) as { id: string };

  await startBookingWith(page, 'Farah Siddiqui');
  const slot = await chooseDateAndSlot(page);
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();
  await expect(page).toHaveURL(/\/booking-summary\//);
  const { counsellorId, date } = summaryChoice(page);

  const ordered = page.waitForResponse((r) => r.url().endsWith('/api/payment/create-order') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  expect((await ordered).ok()).toBe(true);
  const checkout = page.getByRole('dialog', { name: /Test payment/ });
  // Once the order exists the slot is held for this student.
  expect(await openSlots(page, counsellorId, date)).not.toContain(slot);
  await checkout.getByRole('button', { name: 'Decline' }).click();
  await expect(checkout).toBeHidden();
  await expect(toast(page, 'Payment Failed')).toContainText('declined');
  await expect(page).toHaveURL(/\/booking-summary\//);

  // No booking at all, and the slot is free again at once.
  const bookings = await page.request.get(`/api/students/${studentId}/bookings`);
  expect(bookings.ok()).toBe(true);
  expect((await bookings.json()) as StudentBooking[]).toEqual([]);
  expect(await openSlots(page, counsellorId, date)).toContain(slot);
  await open(page, '/student/dashboard');
  await expect(page.getByText('No upcoming sessions')).toBeVisible();
});

test('a coupon that takes the whole price off books the session with nothing to pay and no checkout', async ({ page }) => {
  await open(page, '/');
  const code = `ONUS${Date.now().toString(36).toUpperCase()}`;
  expect((await page.request.post('/api/login', { data: demoAdmin })).ok()).toBe(true);
  expect((await page.request.post('/api/admin/coupons', { data: { code, kind: 'percent', value: 100 } })).status()).toBe(201);
  await page.request.post('/api/logout', { data: {} });
  const registered = await page.request.post('/api/register', { data: { email: uniqueEmail('student'), password: 'student-secret-1', role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.ok()).toBe(true);

  await startBookingWith(page, 'Farah Siddiqui');
  await chooseDateAndSlot(page);
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();
  await expect(page).toHaveURL(/\/booking-summary\//);
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Coupon applied!')).toBeVisible();
  const book = page.getByRole('button', { name: 'Book now, nothing to pay' });
  await expect(book).toBeEnabled();
  await page.screenshot({ path: 'test-results/screenshots/booking-1280_free.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/screenshots/booking-360_free.png', fullPage: true });

  await book.click();
  // Booked, and said truly: no word of a payment, since none was made.
  const booked = toast(page, 'Booking Confirmed!');
  await expect(booked).toContainText('Your coupon covered the whole price, so there is nothing to pay.');
  await expect(booked).not.toContainText('Payment');
  await page.screenshot({ path: 'test-results/screenshots/booking-360_free_toast.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/screenshots/booking-1280_free_toast.png' });
  await expect(page.getByRole('dialog', { name: /Test payment/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Session booked' })).not.toContainText('paid');
  const session = page.getByRole('article', { name: /with Farah Siddiqui$/ });
  await expect(session.getByText('Confirmed', { exact: true })).toBeVisible();
});
