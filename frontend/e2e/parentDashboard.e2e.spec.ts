// Issue 30, the parent in the loop, on a 360 px phone: the child's paid session (with a coupon) shows on the parent's
// dashboard as a card with the amount, the coupon and a receipt link; the receipt says what was paid, for which session,
// when and under which reference; the released report opens on screen in the parent's words; the reminder switch turns
// the parent's reminders off. Nothing is wider than the screen. The parent was mailed the receipt.
import { expect, test } from '@playwright/test';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { toast } from './support/auth';
import { firstFreeSlot } from './support/booking';
import { E2E_BASE_URL } from './support/e2eServer';
import { consentingFamily } from './support/family';
import { downloadExport } from './support/dataExport';
import { open } from './support/open';
import { mailsTo } from './support/outbox';
import { advancedPackage, approvedCounsellor, paidBooking } from './support/workspace';

const PASSWORD = 'family-secret-30';

const noSidewaysScroll = async (page: import('@playwright/test').Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('a parent on a phone sees payments as cards, prints a receipt, reads the report and turns reminders off', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const suffix = Date.now().toString(36);
  const counsellorApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellor = await approvedCounsellor(counsellorApi, adminApi, `Leela Pillai ${suffix}`);
  const coupon = `KIN${suffix}`.toUpperCase().slice(0, 20);
  expect((await adminApi.post('/api/admin/coupons', { data: { code: coupon, kind: 'flat', value: 500 } })).status()).toBe(201);
  await adminApi.dispose();

  const childApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const childName = `Vihaan Joshi ${suffix}`;
  await open(page, '/');
  const { child, parent } = await consentingFamily(childApi, page.request, childName, PASSWORD);
  const pkg = await advancedPackage(childApi);
  const { date } = await firstFreeSlot(page, counsellor.id);
  const booking = await paidBooking(childApi, { ...child, name: childName }, counsellor.id, pkg, date, coupon);
  const paid = `₹${(pkg.price - 500).toLocaleString('en-IN')}`;

  // The child takes the RIASEC test; the counsellor releases the result.
  const items = ((await (await childApi.get('/api/assessments/riasec/items')).json()) as ItemsResponse).items;
  const submitted = await childApi.post(`/api/personality-test/${booking.id}/submit`, { data: { testType: 'riasec', answers: Object.fromEntries(items.map((item, i) => [item.id, (i % 5) + 1])) } });
  expect(submitted.status()).toBe(201);
  const { id: testId } = (await submitted.json()) as { id: string };
  expect((await counsellorApi.put(`/api/personality-test/${testId}/release`, { data: { counsellorNotes: 'Vihaan enjoys building things: look at design.' } })).ok()).toBe(true);
  await counsellorApi.dispose();

  // The parent was mailed the receipt with the booking.
  await expect.poll(async () => (await mailsTo(parent.email)).map((mail) => mail.subject), { timeout: 15_000 }).toContain('Your child’s Margdarshak session is booked');

  // The dashboard: a payment card with the amount, the coupon and a receipt link.
  await open(page, '/parent/dashboard');
  const section = page.getByRole('region', { name: childName });
  const card = section.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(paid);
  await expect(card).toContainText(`Coupon: ${coupon}`);
  await noSidewaysScroll(page);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/parent-dashboard-360.png', fullPage: true });

  // The parent's own 'Your data' card, as students and counsellors have it: their file holds their account and consents.
  const { data: own } = await downloadExport(page, 'Download my data', PASSWORD);
  expect(own.account.role).toBe('parent');
  expect(own.consents.map((consent) => consent.event)).toContain('given');

  // The receipt: the session, the price, the coupon, the amount paid, when and the reference; printable.
  await card.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/parent/receipt/${child.id}/${booking.id}$`));
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  const receipt = page.locator('dl');
  await expect(receipt).toContainText(`Advanced`);
  await expect(receipt).toContainText(`with Leela Pillai ${suffix}`);
  await expect(receipt).toContainText(`${coupon} (−₹500)`);
  await expect(receipt).toContainText(paid);
  await expect(receipt).toContainText(booking.paymentId ?? 'none');
  await expect(page.getByText('not a tax invoice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/screenshots/parent-receipt-360.png', fullPage: true });
  // Printed: the receipt alone, without the site's header and footer or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/parent-receipt-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The report, read on screen in the parent's words (from the dashboard's link), then back.
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await section.getByRole('link', { name: 'Read Holland Code Report' }).click();
  await expect(page).toHaveURL(/\/student\/report\//);
  const reportId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Holland Code/);
  await expect(page.getByText(/Vihaan/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Download/ })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/screenshots/parent-report-360.png', fullPage: true });
  await page
    .getByRole('link', { name: /Back|dashboard/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);

  // Reminders: on until the parent turns them off; the choice holds after a reload.
  const reminders = page.getByRole('switch', { name: 'E-mail me a reminder before each session' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(toast(page, 'Reminders are off')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-mail me a reminder before each session' })).not.toBeChecked();
  await noSidewaysScroll(page);

  // The same pages on a wide screen, for a look.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(card).toContainText(`Coupon: ${coupon}`);
  await page.screenshot({ path: 'test-results/screenshots/parent-dashboard-1280.png', fullPage: true });
  await open(page, `/student/report/${reportId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Holland Code/);
  await page.screenshot({ path: 'test-results/screenshots/parent-report-1280.png', fullPage: true });

  // Another parent can open neither the receipt nor the report (403 for another family's child, 404 for the report).
  const strangerApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const stranger = await consentingFamily(await playwright.request.newContext({ baseURL: E2E_BASE_URL }), strangerApi, `Other Child ${suffix}`, PASSWORD);
  expect(stranger.parent.id).not.toBe(parent.id);
  expect((await strangerApi.get(`/api/parent/children/${child.id}/bookings/${booking.id}/receipt`)).status()).toBe(403);
  expect((await strangerApi.get(`/api/reports/${reportId}`)).status()).toBe(404);
  await strangerApi.dispose();
  await childApi.dispose();
});
