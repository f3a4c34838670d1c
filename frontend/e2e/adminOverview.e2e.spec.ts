// The overview an admin lands on works before react-admin has started (docs/decisions/0159): it shows every card and asks
// for none of react-admin's code until the admin acts; a menu link then opens its page in react-admin, a recent booking
// opened first shows its details once react-admin has taken over, and the admin's menu logs out.
import { expect, test, type Page } from '@playwright/test';
import { firstFreeSlot } from './support/booking';
import { watchChunk } from './support/chunks';
import { E2E_BASE_URL } from './support/e2eServer';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed } from './support/workspace';

async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/api/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })).ok()).toBe(true);
}

test('the overview draws every card without react-admin, and a menu link opens its page in react-admin', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const backOffice = watchChunk(page, 'AdminApp');
  await open(page, '/admin');
  await expect(page.locator('#admin-first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Bookings' })).toBeVisible();
  await expect(page.getByText('Log verification')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue and bookings' }).locator('svg').first()).toBeVisible();
  // dashboards §2: the admin's e-mail address in the bar, beside the way to log out.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toHaveText(demoAdmin.email);
  await page.waitForLoadState('networkidle');
  expect(backOffice.asked()).toBe(false);

  // A link on the overview: react-admin starts, draws the list behind the overview and then shows it.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('menuitem', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings/);
  // react-admin's bar names the list (whether or not it has rows yet); the overview's bar said 'Overview'.
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Bookings' })).toBeVisible();
  expect(backOffice.asked()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toHaveCount(0);
});

test('on a phone, a recent booking tapped before react-admin has started opens its details once it has', async ({ browser, page: adminPage, playwright }) => {
  test.setTimeout(120_000);
  const studentApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellorApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await signInAsAdmin(adminPage);
  const counsellor = await approvedCounsellor(counsellorApi, adminPage.request, `Ishaan Mehrotra ${Date.now().toString(36)}`);
  const student = await studentNamed(studentApi, `Tara Iyer ${Date.now().toString(36)}`);
  const { date } = await firstFreeSlot(adminPage, counsellor.id);
  const booking = await paidBooking(studentApi, student, counsellor.id, await advancedPackage(studentApi), date);
  await Promise.all([studentApi.dispose(), counsellorApi.dispose()]);

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await signInAsAdmin(page);
  const backOffice = watchChunk(page, 'AdminApp');
  await open(page, '/admin');
  const recent = page.getByRole('region', { name: 'Recent Bookings' });
  const newest = recent.getByRole('button', { name: new RegExp(`^${student.name} with ${counsellor.name}`) });
  await expect(newest).toBeVisible();
  expect(backOffice.asked()).toBe(false);
  await newest.tap();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details).toContainText(booking.id);
  expect(backOffice.asked()).toBe(true);
  // react-admin's overview is the one on screen now, its recent bookings in the same place.
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(recent).toBeVisible();
  await expect(page.locator('.RaLayout-appFrame')).toBeVisible();
  await phone.close();
});

test('the admin’s menu on the overview logs out to the back office’s login page', async ({ page }) => {
  await signInAsAdmin(page);
  await open(page, '/admin');
  // A keyboard user: the first key starts react-admin, and the overview's own menu still answers.
  await page.getByRole('button', { name: 'Profile' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: demoAdmin.email })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
});
