// Issue 17 in the browser: an admin adds an auditor under Staff; the auditor signs in as anyone does, lands on the Audit
// section, reads a booking's whole history (paid with a coupon, rescheduled, cancelled and refunded) in order with who
// did what, opens the booking's state as of the event before its cancellation, downloads the payments CSV, and can
// change nothing.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { logInThroughDialog, toast, uniqueEmail } from './support/auth';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed } from './support/workspace';

test('an auditor reads a booking’s history, its state before the cancellation and the payments, and can change nothing', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  const counsellorSide = await playwright.request.newContext({ baseURL });
  const studentSide = await playwright.request.newContext({ baseURL });
  const auditorSide = await playwright.request.newContext({ baseURL });

  // The scene: a coupon, a counsellor, and a student who books with the coupon, moves the session, then cancels it.
  const counsellor = await approvedCounsellor(counsellorSide, admin, 'Zoya Fernandes Audit');
  const code = `AUDIT${Date.now().toString(36).toUpperCase()}`;
  expect((await admin.post('/api/admin/coupons', { data: { code, kind: 'percent', value: 10 } })).status()).toBe(201);
  const student = await studentNamed(studentSide, 'Ishaan Malhotra');
  const pkg = await advancedPackage(studentSide);
  const today = istDate(new Date());
  const booking = await paidBooking(studentSide, student, counsellor.id, pkg, addDays(today, 5), code);
  const moved = await studentSide.post(`/api/bookings/${booking.id}/reschedule`, { data: { sessionDate: addDays(today, 6), timeSlot: booking.timeSlot } });
  expect(moved.status(), await moved.text()).toBe(200);
  const cancelled = await studentSide.post(`/api/bookings/${booking.id}/cancel`, { data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect.poll(async () => ((await (await studentSide.get(`/api/students/${student.id}/bookings`)).json()) as StudentBooking[]).find((b) => b.id === booking.id)?.refund?.status).toBe('issued');

  // An admin adds the auditor under Staff.
  const auditor = { email: uniqueEmail('auditor'), password: 'ledger-and-lamp-42' };
  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('menuitem', { name: 'Staff' }).click();
  await page.getByRole('link', { name: 'Add auditor' }).click();
  await page.getByLabel('Email').fill(auditor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(auditor.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: auditor.email })).toBeVisible();
  await page.context().clearCookies();

  // The auditor signs in as anyone does and lands on the Audit section, with nothing else in the menu.
  await open(page, '/');
  await logInThroughDialog(page, auditor.email, auditor.password);
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Bookings' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);

  // The booking's history, in log order, with who did what.
  await page.getByLabel('Booking ID').fill(booking.id);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: `History of booking ${booking.id}` })).toBeVisible();
  const rows = page.getByTestId('audit-event');
  const row = (type: string) => rows.filter({ has: page.locator('.MuiChip-label', { hasText: new RegExp(`^${type}$`) }) });
  await expect(row('RefundIssued')).toHaveCount(1);
  const types = await rows.locator('.MuiChip-label').allTextContents();
  const order = ['BookingRequested', 'PaymentVerified', 'CouponRedeemed', 'BookingConfirmed', 'BookingRescheduled', 'BookingCancelled', 'RefundIssued'];
  const positions = order.map((type) => types.indexOf(type));
  expect(positions.every((p) => p >= 0), `${types.join(', ')}`).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(row('BookingRescheduled')).toContainText('Ishaan Malhotra (student)');
  await expect(row('RefundIssued')).toContainText('The system');
  // The refund's cause is one click away: the cancellation, by the student.
  await row('RefundIssued').getByRole('button', { name: 'Caused by: BookingCancelled' }).click();
  await expect(row('BookingCancelled')).toBeFocused();
  await expect(row('BookingCancelled')).toContainText('Ishaan Malhotra (student)');

  // The state as of the event before the cancellation: still confirmed.
  await row('BookingRescheduled').getByRole('button', { name: 'State as of here' }).click();
  const dialog = page.getByRole('dialog', { name: /State as of BookingRescheduled/ });
  await expect(dialog.getByTestId('booking-state')).toContainText('"phase": "confirmed"');
  await page.keyboard.press('Escape');

  // The payments for accountants, as CSV.
  await page.getByRole('link', { name: 'Back to Audit' }).click();
  await page.getByLabel('From', { exact: true }).fill(addDays(today, -1));
  await page.getByLabel('To', { exact: true }).fill(addDays(today, 1));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download payments CSV' }).click()]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Date/);
  expect(csv).toContain(booking.id);
  expect(csv).toContain(code);

  // The auditor can change nothing, whatever they send.
  expect((await auditorSide.post('/api/login', { data: { email: auditor.email, password: auditor.password } })).status()).toBe(200);
  expect((await auditorSide.post(`/api/bookings/${booking.id}/cancel`, { data: {} })).status()).toBe(403);
  expect((await auditorSide.post('/api/admin/packages', { data: { name: 'X', description: 'Y', price: 1, type: 'basic', features: ['Z'] } })).status()).toBe(403);
  expect((await auditorSide.get(`/api/audit/bookings/${booking.id}/timeline`)).status()).toBe(200);

  for (const context of [admin, counsellorSide, studentSide, auditorSide]) await context.dispose();
});
