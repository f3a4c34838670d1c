// The back office complete: the overview's figures move by exactly what happened, the bookings list narrows by status
// and search, an admin cancels a booking with a reason and the student sees the refund, a student is found and deleted,
// a package is added from its dialog, and a pending counsellor is approved on a phone.
// Needs GET /api/admin/stats, /api/admin/users and /api/admin/bookings, and an admin's cancellation with a reason.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AdminBooking, AdminStats } from '@margdarshak/contracts/api/admin';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { SESSION_MS, upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { formatAdminRupees, formatCount, shortId } from '../src/admin/adminFormat';
import { logInToBackOffice, toast } from './support/auth';
import { setClocksAhead } from './support/clock';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, submittedCounsellor, WORKSPACE_PASSWORD, type Person } from './support/workspace';

const MINUTE = 60_000;

/** The next bookable days (two days ahead and on), as YYYY-MM-DD. */
const bookableDates = () =>
  upcomingDates(new Date())
    .filter((d) => !d.refusal)
    .map((d) => d.date);

test.afterEach(async ({ page }) => {
  await setClocksAhead(page, 0);
});

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function signIn(request: APIRequestContext, email: string, password: string) {
  await ok(await request.post('/api/login', { data: { email, password } }), `sign in ${email}`);
}

const readStats = async (admin: APIRequestContext) => ok<AdminStats>(await admin.get('/api/admin/stats'), 'admin stats');

async function bookingsOf(request: APIRequestContext, student: Person): Promise<StudentBooking[]> {
  return ok<StudentBooking[]>(await request.get(`/api/students/${student.id}/bookings`), 'student bookings');
}

/** A browser context of its own (its own cookies), for someone else in the story. */
async function contextFor(browser: Browser) {
  const context = await browser.newContext();
  return { context, request: context.request };
}

test('the overview shows what was there before plus exactly what happened since', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const admin = await contextFor(browser);
  await signIn(admin.request, demoAdmin.email, demoAdmin.password);
  const before = await readStats(admin.request);

  // Two students, a counsellor waiting for approval and an approved one.
  const first = await contextFor(browser);
  const second = await contextFor(browser);
  const priya = await studentNamed(first.request, `Priya Nair ${suffix}`);
  const kabir = await studentNamed(second.request, `Kabir Shah ${suffix}`);
  const pending = await contextFor(browser);
  await submittedCounsellor(pending.request, `Zoya Merchant ${suffix}`);
  const approved = await contextFor(browser);
  const counsellor = await approvedCounsellor(approved.request, admin.request, `Vikram Rao ${suffix}`);

  // Three paid bookings: one will be completed, one cancelled and refunded, one stays confirmed.
  const pkg = await advancedPackage(page.request);
  const [day1 = '', day2 = '', day3 = ''] = bookableDates();
  const toComplete = await paidBooking(first.request, priya, counsellor.id, pkg, day1);
  const toCancel = await paidBooking(first.request, priya, counsellor.id, pkg, day2);
  const staying = await paidBooking(second.request, kabir, counsellor.id, pkg, day3);

  // Priya cancels more than a day ahead: refunded in full, and the refund is issued.
  await ok(await first.request.post(`/api/bookings/${toCancel.id}/cancel`, { data: {} }), 'student cancels');
  await expect.poll(async () => (await bookingsOf(first.request, priya)).find((b) => b.id === toCancel.id)?.refund?.status, { timeout: 30_000 }).toBe('issued');

  // Whatever else is confirmed and over by then completes with ours (none when this spec runs first on a fresh server).
  const completeAt = Date.parse(toComplete.sessionDate) + SESSION_MS + MINUTE;
  const confirmed = await ok<AdminBooking[]>(await admin.request.get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ status: 'confirmed' }))}&range=[0,999]`), 'confirmed bookings');
  const alsoCompleting = confirmed.filter((b) => b.id !== toComplete.id && Date.parse(b.sessionDate) + SESSION_MS <= completeAt).length;

  // The session takes place: the product's clock moves past its end, then back.
  await setClocksAhead(page, completeAt + MINUTE - Date.now());
  await signIn(admin.request, demoAdmin.email, demoAdmin.password);
  await expect.poll(async () => (await readStats(admin.request)).completedBookingsCount, { timeout: 30_000 }).toBe(before.completedBookingsCount + 1 + alsoCompleting);
  await setClocksAhead(page, 0);

  const expected: AdminStats = {
    userCount: before.userCount + 2,
    counsellorCount: before.counsellorCount + 2,
    pendingCounsellorsCount: before.pendingCounsellorsCount + 1,
    bookingsCount: before.bookingsCount + 3,
    completedBookingsCount: before.completedBookingsCount + 1 + alsoCompleting,
    // The cancelled booking was paid and refunded in full: it adds nothing.
    totalRevenue: before.totalRevenue + toComplete.amount + staying.amount,
    monthlyRevenue: before.monthlyRevenue + toComplete.amount + staying.amount,
  };
  await signIn(admin.request, demoAdmin.email, demoAdmin.password);
  expect(await readStats(admin.request)).toEqual(expected);

  await logInToBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const card = (name: string) => page.getByRole('group', { name });
  await expect(card('Total Users')).toHaveText(new RegExp(`^Total Users\\s*${formatCount(expected.userCount)}\\s*Students registered$`));
  await expect(card('Counsellors')).toHaveText(new RegExp(`^Counsellors\\s*${formatCount(expected.counsellorCount)}\\s*${formatCount(expected.pendingCounsellorsCount)} pending approval$`));
  await expect(card('Total Bookings')).toHaveText(new RegExp(`^Total Bookings\\s*${formatCount(expected.bookingsCount)}\\s*${formatCount(expected.completedBookingsCount)} completed$`));
  await expect(card('Total Revenue')).toContainText(formatAdminRupees(expected.totalRevenue));
  await expect(card('Total Revenue')).toContainText(`${formatAdminRupees(expected.monthlyRevenue)} this month`);

  // The newest bookings are ours, and each opens its details.
  const recent = page.getByRole('region', { name: 'Recent Bookings' });
  const newest = recent.getByRole('button', { name: new RegExp(`^${kabir.name} with ${counsellor.name}`) });
  await expect(newest).toBeVisible();
  expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  await newest.click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details).toContainText(staying.id);
  await expect(details).toContainText(staying.paymentId ?? 'N/A');
  await details.getByRole('button', { name: 'Close' }).click();
  await recent.getByRole('link', { name: 'View All Bookings' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings/);

  // The chart is drawn (its own chunk), with the figures for screen readers.
  await open(page, '/admin');
  const chart = page.getByRole('region', { name: 'Revenue and bookings' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByRole('table', { name: 'Revenue and bookings per month' })).toBeAttached();

  for (const { context } of [admin, first, second, pending, approved]) await context.close();
});

test('the bookings list narrows by status and search, and a booking cancelled from its details is refunded to the student', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const admin = await contextFor(browser);
  const counsellorContext = await contextFor(browser);
  const counsellor = await approvedCounsellor(counsellorContext.request, admin.request, `Meher Bhatt ${suffix}`);
  const studentContext = await contextFor(browser);
  const student = await studentNamed(studentContext.request, `Arnav Kulkarni ${suffix}`);
  const pkg = await advancedPackage(page.request);
  const [day1 = '', day2 = ''] = bookableDates();
  const kept = await paidBooking(studentContext.request, student, counsellor.id, pkg, day1);
  const cancelled = await paidBooking(studentContext.request, student, counsellor.id, pkg, day2);

  await logInToBackOffice(page);
  await page.getByRole('menuitem', { name: 'Bookings' }).click();
  const rows = page.getByRole('row').filter({ hasText: student.name });

  // The search (by the student's name) finds both, and nothing else.
  await page.getByPlaceholder('Search by student, counsellor or booking ID').fill(student.name);
  await expect(page).toHaveURL(/filter=/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row')).toHaveCount(3); // the header and the two

  // Cancel one from its details dialog, with a reason.
  const row = rows.filter({ hasText: shortId(cancelled.id) });
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details).toContainText(cancelled.id);
  await expect(details).toContainText(student.id);
  await expect(details).toContainText(counsellor.id);
  await expect(details).toContainText(pkg.id);
  await details.getByRole('button', { name: 'Cancel Booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await confirm.getByLabel('Reason (optional)').fill('The counsellor is unwell that week');
  await confirm.getByRole('button', { name: 'Cancel Booking' }).click();
  // Inside the dialog: its modal hides the page's toasts from screen readers.
  await expect(details.getByRole('status')).toContainText('Booking cancelled');
  await expect(confirm).toBeHidden();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details).toContainText('Cancelled by an admin');
  await expect(details).toContainText('The counsellor is unwell that week');
  await expect(details).toContainText(/₹[\d,]+ (refunded|to refund)/);
  await expect(details.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await expect(details.getByRole('link', { name: 'View history' })).toHaveAttribute('href', `/admin/audit/bookings/${cancelled.id}`);
  await details.getByRole('button', { name: 'Close' }).click();

  // The status filter narrows to one of the two, and All brings both back.
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(shortId(cancelled.id));
  await status.click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(shortId(kept.id));
  await status.click();
  await page.getByRole('option').filter({ hasText: /^All$/ }).click(); // react-admin names the empty choice 'Clear value'
  await expect(rows).toHaveCount(2);

  // A search by booking id finds that one.
  await page.getByPlaceholder('Search by student, counsellor or booking ID').fill(kept.id);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(shortId(kept.id));

  // The student sees the refund on their dashboard.
  const studentPage = await studentContext.context.newPage();
  await open(studentPage, '/student/dashboard');
  await studentPage.getByRole('tab', { name: 'Cancelled' }).click();
  const session = studentPage.getByRole('article', { name: new RegExp(`with ${counsellor.name}$`) });
  await expect(session).toContainText(/Refund (of|pending)/);
  expect((await bookingsOf(studentContext.request, student)).find((b) => b.id === cancelled.id)?.refund?.amount).toBe(cancelled.amount);

  for (const { context } of [admin, counsellorContext, studentContext]) await context.close();
});

test('an admin finds a student by name, looks at their profile, and deletes them', async ({ page, browser }) => {
  const studentContext = await contextFor(browser);
  const student = await studentNamed(studentContext.request, `Ishaan Chatterjee ${Date.now().toString(36)}`);
  await studentContext.context.close();

  await logInToBackOffice(page);
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.getByPlaceholder('Search users...').fill(student.name);
  await expect(page).toHaveURL(/filter=/);
  const row = page.getByRole('row').filter({ hasText: student.email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog', { name: student.name });
  for (const text of [student.email, student.id, 'Student', 'Email and password']) await expect(profile).toContainText(text);
  await profile.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${student.id}/show$`));
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await expect(page.getByText('Delhi Public School, R. K. Puram')).toBeVisible();
  // Class, board and medium as the student chose them (issue 28, item 5).
  const details = page.getByRole('region', { name: 'Profile' });
  for (const text of ['Class or year', 'Class 10', 'State board', 'Medium', 'Hindi']) await expect(details).toContainText(text);
  await page.screenshot({ path: 'test-results/screenshots/admin-1280_student-details.png', fullPage: true });
  await page.goBack();

  await page.getByRole('row').filter({ hasText: student.email }).getByRole('button', { name: 'Delete User' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
  await expect(toast(page, 'User deleted')).toBeVisible();
  await expect(page.getByText('No users found matching your search')).toBeVisible();

  const gone = await page.request.post('/api/login', { data: { email: student.email, password: WORKSPACE_PASSWORD } });
  expect(gone.status()).toBe(401);
});

test('an admin adds a package from the dialog and removes it from its card', async ({ page }) => {
  const name = `Stream Clarity ${Date.now().toString(36)}`;
  await logInToBackOffice(page);
  await page.getByRole('menuitem', { name: 'Packages' }).click();
  await page.getByRole('button', { name: 'Add New Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Package' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description', { exact: true }).fill('One session to choose between science, commerce and humanities after Class 10.');
  await dialog.getByLabel('Price (₹ per session)').fill('0');
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Basic' }).click();
  await dialog.getByLabel('Feature', { exact: true }).fill('A written recommendation');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Price must be at least ₹1')).toBeVisible();
  await dialog.getByLabel('Price (₹ per session)').fill('1299');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Package added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('₹1,299');
  await expect(card).toContainText('A written recommendation');
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Package deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signIn(page.request, demoAdmin.email, demoAdmin.password);
  return page;
}

test('at 360 px an admin approves a pending counsellor from the list', async ({ browser }) => {
  const counsellorContext = await contextFor(browser);
  const counsellor = await submittedCounsellor(counsellorContext.request, `Tanvi Deshpande ${Date.now().toString(36)}`);
  await counsellorContext.context.close();

  const phone = await phonePage(browser);
  await open(phone, '/admin/counsellors');
  await phone.getByPlaceholder('Search by email or name').fill(counsellor.email);
  await expect(phone).toHaveURL(/filter=/);
  const card = phone.getByRole('article', { name: counsellor.name });
  await expect(card.getByText('Pending Approval')).toBeVisible();
  const approve = card.getByRole('button', { name: 'Approve', exact: true });
  await approve.scrollIntoViewIfNeeded();
  const box = await approve.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360, 'Approve lies within the screen').toBe(true);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await phone.screenshot({ path: 'test-results/screenshots/admin-360_counsellors.png', fullPage: true });

  await approve.click();
  await expect(phone.getByText('Counsellor approved')).toBeVisible();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await phone.context().close();
});

test('the overview reads from the page before its scripts, and the back office takes its place without moving it', async ({ browser }) => {
  // Without JavaScript: the first screen the server drew for the admin, with the figures the API answers.
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const stillPage = await still.newPage();
  await signIn(stillPage.request, demoAdmin.email, demoAdmin.password);
  const stats = await readStats(stillPage.request);
  await stillPage.goto('/admin');
  await expect(stillPage.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(stillPage.getByRole('group', { name: 'Total Users' })).toContainText(formatCount(stats.userCount));
  await expect(stillPage.getByRole('group', { name: 'Counsellors' })).toContainText(`${formatCount(stats.pendingCounsellorsCount)} pending approval`);
  await still.close();

  // With it: react-admin's overview replaces the first screen, and nothing on screen moved meanwhile.
  const phone = await phonePage(browser);
  await phone.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.total += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(phone, '/admin');
  await expect(phone.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(phone.locator('#admin-first-screen')).toHaveCount(0);
  await expect(phone.getByRole('group', { name: 'Total Users' })).toContainText(formatCount(stats.userCount));
  await phone.waitForLoadState('networkidle');
  expect(await phone.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total)).toBeLessThan(0.01);
});
