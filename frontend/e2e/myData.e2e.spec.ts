// Issue 20, item 3: a student downloads everything Margdarshak holds about them from the profile page (a JSON file with
// their e-mail and their booking), then deletes their account; they are signed out, mailed a confirmation, their paid
// session is cancelled, and signing in again fails.
import { expect, test } from '@playwright/test';
import { upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { logInThroughDialog, toast } from './support/auth';
import { downloadExport } from './support/dataExport';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';
import { lastMailTo } from './support/outbox';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD } from './support/workspace';

const firstBookableDate = () => upcomingDates(new Date()).find((d) => !d.refusal)?.date ?? '';

test('a student downloads their data, then deletes their account and can no longer sign in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const counsellorContext = await browser.newContext();
  const admin = await browser.newContext();
  const counsellor = await approvedCounsellor(counsellorContext.request, admin.request, `Farida Qureshi ${suffix}`);
  await admin.close();
  await counsellorContext.close();
  // The student registers, fills in a name and pays for a session: signed in on the page's own cookies.
  const student = await studentNamed(page.request, `Tanvi Deshpande ${suffix}`);
  const booking = await paidBooking(page.request, student, counsellor.id, await advancedPackage(page.request), firstBookableDate());

  await open(page, '/student/profile');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  // Download: a wrong password is said under the field, the right one saves the file.
  const { data, dialog: exportDialog } = await downloadExport(page, 'Download my data', WORKSPACE_PASSWORD);
  expect(data.account.email).toBe(student.email);
  expect(data.profile?.name).toBe(student.name);
  expect(data.bookings.map((b) => b.id)).toEqual([booking.id]);
  expect(data.bookings[0]).toMatchObject({ counsellorName: counsellor.name, status: 'confirmed', date: booking.date, timeSlot: booking.timeSlot });
  await expect(toast(page, 'Your data is downloaded')).toBeVisible();
  await expect(exportDialog).toBeHidden();

  // Delete: the warning first, then the password; the student is signed out and sent home.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete my account?' });
  await expect(deleteDialog.getByText('This cannot be undone.')).toBeVisible();
  await expect(deleteDialog.getByText('Sessions still to come are cancelled and paid ones refunded in full.', { exact: false })).toBeVisible();
  await deleteDialog.getByLabel('Your password').fill(WORKSPACE_PASSWORD);
  await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  // The confirmation reached the address the account had; the session was cancelled and refunded.
  await expect.poll(async () => (await lastMailTo(student.email))?.subject).toBe('Your Margdarshak account is deleted');
  const adminApi = await browser.newContext();
  expect((await adminApi.request.post('/api/login', { data: demoAdmin })).ok()).toBe(true);
  const shown = (await (await adminApi.request.get(`/api/admin/bookings/${booking.id}`)).json()) as { status: string; refund: { status: string } | null };
  expect(shown).toMatchObject({ status: 'cancelled', refund: { status: 'issued' } });
  await adminApi.close();

  // Signing in again fails.
  await logInThroughDialog(page, student.email, WORKSPACE_PASSWORD);
  await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
  expect((await page.request.get('/api/user')).status()).toBe(401);
});
