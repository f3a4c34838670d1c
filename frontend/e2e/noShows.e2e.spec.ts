// Missed sessions and a back office that never shows a booking as it was: a booking cancelled from its row shows as
// cancelled in View Details at once (its details had been read before); a student reports on their session page, with
// the product's clock moved past the start, that the counsellor did not come, and the admin resolves it from the
// booking's details: refunded in full, the details refreshed, the student mailed. Screens at 360 and 1280 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { shortId } from '../src/admin/adminFormat';
import { logInThroughDialog, logInToBackOffice } from './support/auth';
import { setClocksAhead } from './support/clock';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';
import { mailsTo } from './support/outbox';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD } from './support/workspace';

const MINUTE = 60_000;
const bookableDates = () =>
  upcomingDates(new Date())
    .filter((d) => !d.refusal)
    .map((d) => d.date);

test.afterEach(async ({ page }) => {
  await setClocksAhead(page, 0);
});

async function contextFor(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  return { context, request: context.request };
}

async function bookingDetails(page: Page, studentName: string, bookingId: string) {
  await page.getByRole('menuitem', { name: 'Bookings' }).click();
  await page.getByPlaceholder('Search by student, counsellor or booking ID').fill(studentName);
  const row = page.getByRole('row').filter({ hasText: shortId(bookingId) });
  await expect(row).toHaveCount(1);
  return row;
}

/** A screenshot at `width` px, with no sideways scroll. */
async function shootAt(page: Page, width: 360 | 1280, name: string) {
  await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
  // Measured once the page has laid itself out at the new size (the back office's drawer animates its width).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `test-results/screenshots/noshow-${width}_${name}.png`, fullPage: true });
}

async function shoot(page: Page, name: string) {
  await shootAt(page, 360, name);
  await shootAt(page, 1280, name);
}

/**
 * The back office's booking details at both widths. A phone gets a page of its own (react-admin's menu becomes a modal
 * drawer when a wide page is narrowed), which lists cards, not the table.
 */
async function shootDetails(page: Page, browser: Browser, studentName: string, bookingId: string, name: string) {
  await shootAt(page, 1280, name);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const phone = await context.newPage();
  await phone.clock.setSystemTime(await page.evaluate(() => Date.now()));
  expect((await phone.request.post('/api/login', { data: demoAdmin })).ok()).toBe(true);
  await open(phone, '/admin/bookings');
  await phone.getByPlaceholder('Search by student, counsellor or booking ID').fill(studentName);
  await phone
    .getByRole('article')
    .filter({ hasText: shortId(bookingId) })
    .getByRole('button', { name: 'View Details' })
    .click();
  await expect(phone.getByRole('dialog', { name: 'Booking details' })).toBeVisible();
  await shootAt(phone, 360, name);
  await context.close();
}

test('a booking cancelled from its row shows as cancelled in its details at once, with the refund the server gave', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const admin = await contextFor(browser);
  const counsellorSide = await contextFor(browser);
  const counsellor = await approvedCounsellor(counsellorSide.request, admin.request, `Rhea Kapoor ${suffix}`);
  const studentContext = await contextFor(browser);
  const student = await studentNamed(studentContext.request, `Ishaan Verma ${suffix}`);
  const pkg = await advancedPackage(page.request);
  const [day = ''] = bookableDates();
  const booking = await paidBooking(studentContext.request, student, counsellor.id, pkg, day);
  // The student has taken the session's Holland Code test already.
  const items = ((await (await studentContext.request.get('/api/assessments/riasec/items')).json()) as ItemsResponse).items;
  const answers = Object.fromEntries(items.map((item, i) => [item.id, (i % 5) + 1]));
  expect((await studentContext.request.post(`/api/personality-test/${booking.id}/submit`, { data: { testType: 'riasec', answers } })).status()).toBe(201);

  await logInToBackOffice(page);
  const row = await bookingDetails(page, student.name, booking.id);
  // The details are read once while it is confirmed.
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Cancel Booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm).toContainText(/and ₹[\d,]+ is refunded in full/);
  await confirm.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'View Details' }).click();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details).toContainText('Cancelled by an admin');
  await expect(details).toContainText(/₹[\d,]+ (refunded|to refund)/);
  await expect(details.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

  // The counsellor's results mark the cancelled session's test, and offer no release.
  const counsellorPage = await counsellorSide.context.newPage();
  await open(counsellorPage, '/counsellor/dashboard');
  const group = counsellorPage.getByRole('region', { name: 'Personality Test Results' }).getByRole('article', { name: student.name });
  await expect(group.getByText('Session cancelled')).toBeVisible();
  await expect(group.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(group.getByRole('button', { name: 'Release' })).toHaveCount(0);
  await group.scrollIntoViewIfNeeded();
  await shoot(counsellorPage, 'counsellor-results-cancelled');
});

test('a student reports that the counsellor did not come, and the admin resolves it: refunded in full', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const admin = await contextFor(browser);
  const counsellorSide = await contextFor(browser);
  const counsellor = await approvedCounsellor(counsellorSide.request, admin.request, `Tara Joseph ${suffix}`);
  const studentSide = await contextFor(browser);
  const student = await studentNamed(studentSide.request, `Kabir Rao ${suffix}`);
  const pkg = await advancedPackage(page.request);
  const [, day = ''] = bookableDates();
  const booking = await paidBooking(studentSide.request, student, counsellor.id, pkg, day);

  // Twenty minutes into the session, nobody came.
  const studentPage = await studentSide.context.newPage();
  await setClocksAhead(studentPage, Date.parse(booking.sessionDate) + 20 * MINUTE - Date.now());
  await open(studentPage, '/');
  await logInThroughDialog(studentPage, student.email, WORKSPACE_PASSWORD);
  await expect(studentPage).toHaveURL(/\/student\/dashboard/);
  await open(studentPage, `/student/session/${booking.id}`);
  const missed = studentPage.getByRole('region', { name: 'Missed session' });
  await missed.getByRole('button', { name: 'The other party did not come' }).click();
  const report = studentPage.getByRole('dialog', { name: `Did ${counsellor.name} not come?` });
  await shoot(studentPage, 'student-report-dialog');
  await report.getByLabel('What happened').fill('I waited in the room for twenty minutes and nobody joined.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(missed).toContainText(`You told us that ${counsellor.name} did not come.`);
  await shoot(studentPage, 'student-session-reported');

  await page.clock.setSystemTime(new Date(Date.parse(booking.sessionDate) + 20 * MINUTE));
  await logInToBackOffice(page);
  const row = await bookingDetails(page, student.name, booking.id);
  // Started: the server would refuse a cancellation, so none is offered.
  await expect(row.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details).toContainText('I waited in the room for twenty minutes and nobody joined.');
  await expect(details.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Resolve missed session' }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve missed session' });
  await resolve.getByLabel(/The counsellor did not come/).check();
  await resolve.getByLabel('Reason').fill('The room shows that the counsellor never joined.');
  await shootAt(page, 1280, 'admin-resolve-dialog');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();

  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details).toContainText('Resolved: the counsellor did not come; refunded in full');
  await expect(details).toContainText('The counsellor did not come to the session, so refunded in full');
  await expect(details).toContainText(/₹[\d,]+ refunded/);
  await expect(details.getByRole('button', { name: 'Resolve missed session' })).toHaveCount(0);
  await shootDetails(page, browser, student.name, booking.id, 'admin-details-resolved');

  await expect.poll(async () => (await mailsTo(student.email)).map((mail) => mail.subject), { timeout: 30_000 }).toContain('Your missed Margdarshak session is refunded'); // the credit note's mail may follow
  await open(studentPage, `/student/session/${booking.id}`);
  await expect(studentPage.getByRole('region', { name: 'Missed session' })).toContainText(`found that ${counsellor.name} did not come`);

  // The counsellor's session page says what was found about them.
  const counsellorPage = await counsellorSide.context.newPage();
  await counsellorPage.clock.setSystemTime(new Date(Date.parse(booking.sessionDate) + 20 * MINUTE));
  expect((await counsellorPage.request.post('/api/login', { data: { email: counsellor.email, password: WORKSPACE_PASSWORD } })).ok()).toBe(true);
  await open(counsellorPage, `/counsellor/session/${booking.id}`);
  await expect(counsellorPage.getByRole('region', { name: 'Missed session' })).toContainText('found that you did not come. The student’s payment was refunded in full.');
  await shoot(counsellorPage, 'counsellor-session-resolved');
});

test('a tab whose data cannot be loaded shows the spec’s Connection Error!, not react-admin’s own', async ({ page }) => {
  test.setTimeout(120_000);
  await logInToBackOffice(page);
  // The API stops answering the lists: after the query client's retries, the page says so.
  await page.route(/\/api\/admin\/(bookings|users)(\?|$)/, (route) => route.abort('connectionrefused'));
  for (const tab of ['Bookings', 'Users']) {
    await page.getByRole('menuitem', { name: tab }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Connection Error!' });
    await expect(alert).toContainText('Unable to load dashboard data. Please check your connection and try again.', { timeout: 45_000 });
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  }
  await shootAt(page, 1280, 'admin-connection-error');
});
