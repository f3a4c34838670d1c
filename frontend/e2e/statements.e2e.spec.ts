// Issue 31, item 2 in the browser: a counsellor whose session was paid opens the monthly statement on the earnings page
// and downloads it (pdftotext reads the month, the figures and the commission); an admin records a payout in the back
// office's Payouts; the counsellor then sees it on the statement. The statement section and the Payouts list are
// looked at on a 360 px phone and at 1280 px, with nothing wider than the screen.
import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { logInThroughDialog, logInToBackOffice, uniqueEmail } from './support/auth';
import { firstFreeSlot } from './support/booking';
import { demoAdmin } from './support/demoAdmin';
import { E2E_BASE_URL } from './support/e2eServer';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed } from './support/workspace';

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function downloadedText(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
}

const figure = (page: Page, label: string) => page.getByRole('group', { name: label });

test('a counsellor downloads the monthly statement; an admin records a payout and the counsellor sees it', async ({ page, browser, playwright }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  expect((await adminApi.post('/api/login', { data: demoAdmin })).status()).toBe(200);
  const counsellorContext = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const counsellorPage = await counsellorContext.newPage();
  const counsellorName = `Ritu Deshpande ${suffix}`;
  const counsellor = await approvedCounsellor(counsellorPage.request, adminApi, counsellorName);
  const studentApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const student = await studentNamed(studentApi, `Kabir Rao ${suffix}`);
  const pkg = await advancedPackage(studentApi);
  const { date } = await firstFreeSlot(counsellorPage, counsellor.id);
  await paidBooking(studentApi, student, counsellor.id, pkg, date);

  // The commission is charged in the background: the statement shows it once charged.
  const paid = Math.round(pkg.price * 100);
  const commission = Math.round(paid * 0.2);
  let month = '';
  await expect
    .poll(async () => {
      const earnings = (await (await counsellorPage.request.get('/api/counsellor/earnings')).json()) as { months: { month: string }[] };
      month = earnings.months.at(-1)?.month ?? '';
      const statement = (await (await counsellorPage.request.get(`/api/counsellors/${counsellor.id}/statements/${month}`)).json()) as { commission: number };
      return Math.round(statement.commission * 100);
    })
    .toBe(commission);

  for (const width of [360, 1280]) {
    await counsellorPage.setViewportSize({ width, height: 900 });
    await open(counsellorPage, '/counsellor/earnings');
    const section = counsellorPage.getByRole('region', { name: 'Monthly statement' });
    await expect(figure(counsellorPage, 'Paid by families')).toContainText(rupees(paid));
    await expect(figure(counsellorPage, 'Platform commission')).toContainText(rupees(commission));
    await expect(figure(counsellorPage, 'Owed to you')).toContainText(rupees(paid - commission));
    expect(await counsellorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `test-results/statements-earnings-${width}.png` });
  }
  const statement = await downloadedText(counsellorPage, 'Download statement (PDF)');
  for (const words of [
    'Statement for',
    counsellorName,
    `Paid by families: ${rupees(paid)}`,
    `Platform commission: ${rupees(commission)}`,
    `Owed to you at the end of the month: ${rupees(paid - commission)}`,
  ])
    expect(statement).toContain(words);

  // The admin records a payout from the back office.
  const reference = `UTR${suffix.toUpperCase()}`;
  await logInToBackOffice(page);
  await open(page, '/admin/payouts/create');
  await page.getByLabel('Counsellor').fill(counsellorName);
  await page.getByRole('option', { name: counsellorName }).click();
  await page.getByLabel('Statement month (YYYY-MM)').fill(month);
  // The form says what the statement owes, so the admin pays what it says.
  await expect(page.getByText(`Owed today: ${rupees(paid - commission)}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/statements-payout-form-1280.png' });
  await page.getByLabel('Amount (₹)').fill('500');
  await page.getByLabel('Bank reference (UTR)').fill(reference);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payout recorded')).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/admin/payouts');
    await expect(page.getByText(reference)).toBeVisible();
    if (width === 1280) await expect(page.getByRole('link', { name: 'Record payout' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/statements-payouts-${width}.png` });
  }

  // The counsellor sees it.
  await counsellorPage.setViewportSize({ width: 1280, height: 900 });
  await open(counsellorPage, '/counsellor/earnings');
  await expect(figure(counsellorPage, 'Payouts to you')).toContainText('₹500.00');
  await expect(figure(counsellorPage, 'Owed to you')).toContainText(rupees(paid - commission - 50_000));
  await expect(counsellorPage.getByText(`Bank reference ${reference}`)).toBeVisible();
  await counsellorPage.getByRole('region', { name: 'Monthly statement' }).screenshot({ path: 'test-results/statements-earnings-payout-1280.png' });
  // An auditor reads the Payouts list, and is offered no way to record one.
  const auditor = { email: uniqueEmail('auditor.payouts'), password: 'ledgers-that-agree-42' };
  expect((await adminApi.post('/api/admin/auditors', { data: auditor })).status()).toBe(201);
  const auditorContext = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const auditorPage = await auditorContext.newPage();
  await open(auditorPage, '/');
  await logInThroughDialog(auditorPage, auditor.email, auditor.password);
  await expect(auditorPage).toHaveURL(/\/admin\/audit$/);
  await open(auditorPage, '/admin/payouts');
  await expect(auditorPage.getByText(reference)).toBeVisible();
  await expect(auditorPage.getByRole('link', { name: 'Record payout' })).toHaveCount(0);
  await auditorContext.close();
  await counsellorContext.close();
  await studentApi.dispose();
  await adminApi.dispose();
});
