// Issue 15 in the browser: a counsellor with two paid sessions sees their figures and upcoming sessions, the join
// button open only for the one within 24 hours (the product's clock is moved, not waited for), prepares on the session
// page with a private note, a summary and a shared PDF; the student sees the summary and the document and never the
// note. The dashboard, session and earnings pages pass axe at 360 and 1280 px, and the availability page's times show
// whole at 360 px.
// The first two tests need the workspace's server (GET /api/counsellors/{id}/bookings and /stats, /api/counsellor/
// sessions/…, /api/counsellor/earnings); the last runs against any server.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatRupees } from '@margdarshak/contracts/money';
import { addDays, upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { demoPdf } from '../../seeds/src/avatarPng';
import { toast } from './support/auth';
import { setClocksAhead } from './support/clock';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD, type Person } from './support/workspace';

const HOUR = 3_600_000;
const firstBookableDate = () => upcomingDates(new Date()).find((d) => !d.refusal)?.date ?? '';

test.afterEach(async ({ page }) => {
  await setClocksAhead(page, 0);
});

async function signedInPage(browser: Browser, person: Person, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
  const page = await context.newPage();
  const answer = await page.request.post('/api/login', { data: { email: person.email, password: WORKSPACE_PASSWORD } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return page;
}

test('a counsellor prepares a paid session the student then sees, private notes apart', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const admin = await browser.newContext();
  const counsellor = await approvedCounsellor(page.request, admin.request, `Meera Krishnan ${suffix}`);
  await admin.close();
  const pkg = await advancedPackage(page.request);

  // Two students book and pay: one session on the first bookable day, the other three days after it.
  const nearStudent = await browser.newContext();
  const farStudent = await browser.newContext();
  const asha = await studentNamed(nearStudent.request, `Asha Verma ${suffix}`);
  const rohan = await studentNamed(farStudent.request, `Rohan Das ${suffix}`);
  const nearDate = firstBookableDate();
  const near = await paidBooking(nearStudent.request, asha, counsellor.id, pkg, nearDate);
  const far = await paidBooking(farStudent.request, rohan, counsellor.id, pkg, addDays(nearDate, 3));

  // The product's clock (and the page's) moves to 12 hours before the near session: the far one is over 3 days out.
  await setClocksAhead(page, Date.parse(near.sessionDate) - 12 * HOUR - Date.now());
  // A day and more has passed: everyone signs in again.
  for (const [context, person] of [
    [page.context(), counsellor],
    [nearStudent, asha],
    [farStudent, rohan],
  ] as const) {
    expect((await context.request.post('/api/login', { data: { email: person.email, password: WORKSPACE_PASSWORD } })).ok()).toBe(true);
  }
  await open(page, '/counsellor/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${counsellor.name}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Sessions' })).toHaveText(/^Total Sessions\s*2$/);
  await expect(page.getByRole('group', { name: 'Completed' })).toHaveText(/^Completed\s*0$/);
  await expect(page.getByRole('group', { name: 'Total Earnings' })).toContainText(formatRupees(near.amount + far.amount));
  await expect(page.getByRole('group', { name: 'Rating' })).toHaveText(/^Rating\s*New$/);
  await expect(page.getByRole('region', { name: 'Weekend Availability' })).toContainText('Students can book you on Saturday and Sunday.');

  const upcoming = page.getByRole('region', { name: 'Upcoming Sessions' });
  const nearItem = upcoming.getByRole('article', { name: `${asha.name}, ${pkg.name}` });
  const farItem = upcoming.getByRole('article', { name: `${rohan.name}, ${pkg.name}` });
  await expect(farItem.getByRole('button', { name: 'Join (24h before)' })).toBeDisabled();
  await expect(farItem.getByRole('link', { name: 'Join Now' })).toHaveCount(0);
  await expect(nearItem.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(nearItem.getByText(formatRupees(near.amount), { exact: false })).toBeVisible();
  // Soonest first.
  await expect(upcoming.getByRole('article').first()).toHaveAccessibleName(`${asha.name}, ${pkg.name}`);

  // The session page: the student to prepare with, then a private note, a summary and a PDF for the family.
  await nearItem.getByRole('link', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/counsellor/session/${near.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Session with ${asha.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The student' })).toContainText('Delhi Public School, R. K. Puram');
  for (const text of ['Class 10', 'State board', 'Hindi']) await expect(page.getByRole('region', { name: 'The student' })).toContainText(text);
  const privateNote = `Private: Asha seems anxious about her father's expectations (${suffix})`;
  const notes = page.getByRole('region', { name: 'Private notes' });
  await expect(notes.getByText('Private: only you see these')).toBeVisible();
  await notes.getByLabel('Your notes').fill(privateNote);
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Notes saved')).toBeVisible();

  const summaryText = `Explore B.Des at NID and IIT Bombay's IDC; take the UCEED mock in January (${suffix}).`;
  const summary = page.getByRole('region', { name: 'Session summary' });
  await summary.getByLabel('Summary for the student').fill(summaryText);
  await summary.getByRole('button', { name: 'Share with student' }).click();
  await expect(toast(page, 'Summary shared with the student')).toBeVisible();

  const documents = page.getByRole('region', { name: 'Shared documents' });
  await documents.getByLabel('Document to share').setInputFiles({ name: 'design-careers-plan.pdf', mimeType: 'application/pdf', buffer: demoPdf('Design careers plan') });
  await expect(toast(page, 'Document shared with the student')).toBeVisible();
  await expect(documents.getByText('design-careers-plan.pdf')).toBeVisible();

  // All three are kept.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Private notes' }).getByLabel('Your notes')).toHaveValue(privateNote);
  await expect(page.getByRole('region', { name: 'Session summary' }).getByLabel('Summary for the student')).toHaveValue(summaryText);

  // The student sees the summary and the document on their session, and nowhere the private note.
  const studentPage = await nearStudent.newPage();
  await studentPage.clock.setSystemTime(Date.parse(near.sessionDate) - 12 * HOUR);
  await open(studentPage, `/student/session/${near.id}`);
  const shared = studentPage.getByRole('region', { name: 'From your counsellor' });
  await expect(shared.getByText(summaryText)).toBeVisible();
  const download = shared.getByRole('link', { name: 'Download' });
  await expect(download).toHaveCount(1);
  const file = await studentPage.request.get((await download.getAttribute('href')) ?? '');
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(studentPage.getByText(privateNote)).toHaveCount(0);
  const bookingsJson = await (await studentPage.request.get(`/api/students/${asha.id}/bookings`)).text();
  expect(bookingsJson).toContain(summaryText);
  expect(bookingsJson).not.toContain(privateNote);
  await open(studentPage, '/student/dashboard');
  await expect(studentPage.getByRole('article', { name: `${pkg.name} with ${counsellor.name}` })).toBeVisible();
  await expect(studentPage.getByText(privateNote)).toHaveCount(0);

  // The other student's session shares nothing of Asha's.
  const rohanBookings = await (await farStudent.request.get(`/api/students/${rohan.id}/bookings`)).text();
  expect(rohanBookings).not.toContain(summaryText);
  await nearStudent.close();
  await farStudent.close();
});

test('the dashboard, session and earnings pages work at 360 px and 1280 px with no serious accessibility violations', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const admin = await browser.newContext();
  const counsellor = await approvedCounsellor(page.request, admin.request, `Farhan Qureshi ${suffix}`);
  await admin.close();
  const studentContext = await browser.newContext();
  const student = await studentNamed(studentContext.request, `Ishita Menon ${suffix}`);
  const booking = await paidBooking(studentContext.request, student, counsellor.id, await advancedPackage(page.request), firstBookableDate());
  await studentContext.close();

  for (const width of [360, 1280] as const) {
    const counsellorPage = await signedInPage(browser, counsellor, width);
    for (const route of ['/counsellor/dashboard', `/counsellor/session/${booking.id}`, '/counsellor/earnings']) {
      await open(counsellorPage, route);
      await expect(counsellorPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(counsellorPage.locator('[aria-busy="true"]')).toHaveCount(0);
      await counsellorPage.waitForLoadState('networkidle');
      const overflow = await counsellorPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(1);
      await counsellorPage.screenshot({ path: `test-results/screenshots/counsellor-${width}${route.replace(/\//g, '_')}.png`, fullPage: true });
      const results = await new AxeBuilder({ page: counsellorPage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${route} @${width}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    }
    // The earnings page has the session behind its figures, and its CSV.
    await expect(counsellorPage.getByRole('region', { name: 'Sessions behind the earnings' })).toContainText(student.name);
    await expect(counsellorPage.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/counsellor/earnings.csv');
    await counsellorPage.context().close();
  }
});

test("the availability page's time fields show their whole value at 360 px", async ({ page, browser }) => {
  const admin = await browser.newContext();
  const counsellor = await approvedCounsellor(page.request, admin.request, `Tenzin Dolma ${Date.now().toString(36)}`);
  await admin.close();
  const phone = await signedInPage(browser, counsellor, 360);
  await open(phone, '/counsellor/availability');
  const monday = phone.getByRole('group', { name: 'Monday hours' });
  await expect(monday.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('10:00');
  for (const field of [monday.getByRole('textbox', { name: 'From', exact: true }), monday.getByRole('textbox', { name: 'To', exact: true })]) {
    // '10:00 AM' and the picker's icon need about 120 px at 16 px type; side by side the fields were about half that.
    const box = await field.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(150);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await phone.screenshot({ path: 'test-results/screenshots/counsellor-360_availability.png', fullPage: true });
  await phone.context().close();
});

test('hours that overlap are saved joined, and the page shows what was kept', async ({ page, browser }) => {
  const admin = await browser.newContext();
  const counsellor = await approvedCounsellor(page.request, admin.request, `Kavya Rao ${Date.now().toString(36)}`);
  await admin.close();
  const laptop = await signedInPage(browser, counsellor);
  await open(laptop, '/counsellor/availability');
  const monday = laptop.getByRole('group', { name: 'Monday hours' });
  await monday.getByRole('textbox', { name: 'From', exact: true }).fill('09:30');
  await monday.getByRole('textbox', { name: 'To', exact: true }).fill('11:30');
  await monday.getByRole('button', { name: 'Add hours on Monday' }).click();
  await monday.getByRole('textbox', { name: 'From', exact: true }).nth(1).fill('10:00');
  await monday.getByRole('textbox', { name: 'To', exact: true }).nth(1).fill('12:00');
  await laptop.getByRole('button', { name: 'Save availability' }).click();
  await expect(toast(laptop, 'Availability saved')).toContainText('Hours that overlapped are now joined into one range');
  await expect(monday.getByRole('textbox', { name: 'From', exact: true })).toHaveCount(1);
  await expect(monday.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('09:30');
  await expect(monday.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('12:00');
  await laptop.evaluate(() => window.scrollTo(0, 0));
  await laptop.screenshot({ path: 'test-results/screenshots/counsellor-1280_availability-joined.png' });
  await laptop.setViewportSize({ width: 360, height: 800 });
  await laptop.evaluate(() => window.scrollTo(0, 0));
  await laptop.screenshot({ path: 'test-results/screenshots/counsellor-360_availability-joined.png' });
  await laptop.context().close();
});
