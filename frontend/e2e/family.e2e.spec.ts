// Issues 20 and 30's browser flow: a 15-year-old signs up naming a parent; before consent the booking summary says so
// and offers "Ask my parent" in place of Pay, which mails the parent the session with the consent link; the parent
// consents, pays for that session from their dashboard, and the child is told "You can book now" (by mail and on the
// dashboard); once the counsellor releases a result, the parent downloads its report and reads it on a phone, having
// been mailed the receipt and "report ready", then the reminders as the product's clock reaches them. An 18-year-old
// signs up with no parent step. No page asks another site for anything.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { toast, uniqueEmail } from './support/auth';
import { chooseDateAndSlot, startBookingWith } from './support/booking';
import { E2E_BASE_URL } from './support/e2eServer';
import { bornYearsAgo } from './support/family';
import { open } from './support/open';
import { lastMailTo, mailsTo } from './support/outbox';
import { approvedCounsellor } from './support/workspace';
import { setClocksAhead } from './support/clock';

const PASSWORD = 'family-secret-7';

/** Every request a page makes, to prove none leaves the site. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
const offSite = (urls: string[]) => urls.filter((url) => !url.startsWith(E2E_BASE_URL) && !url.startsWith('data:') && !url.startsWith('blob:'));

async function signUpStudent(page: Page, email: string, dateOfBirth: string, parentEmail?: string): Promise<void> {
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your student account' });
  await signUp.getByLabel('Your name').fill('Test Student');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('Confirm password').fill(PASSWORD);
  await signUp.getByLabel('Date of birth').fill(dateOfBirth);
  const parentField = signUp.getByLabel("Parent's or guardian's e-mail");
  if (parentEmail) await parentField.fill(parentEmail);
  else await expect(parentField).toHaveCount(0);
  await signUp.getByRole('checkbox').check();
  await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(toast(page, 'Registration successful')).toBeVisible();
}

/** The page at `width` px, captured for a look, with nothing wider than the screen. */
async function capture(page: Page, testInfo: TestInfo, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

test('a 15-year-old asks their parent for a session; the parent consents and pays it; the child can book from then on', async ({ page, browser, playwright }, testInfo) => {
  test.setTimeout(180_000);
  const studentUrls = requestsOf(page);
  const counsellorApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellorName = `Ira Deshpande ${Date.now().toString(36)}`;
  await approvedCounsellor(counsellorApi, adminApi, counsellorName);

  const studentEmail = uniqueEmail('teen');
  const parentEmail = uniqueEmail('parent');
  await signUpStudent(page, studentEmail, bornYearsAgo(15), parentEmail);

  // Waiting: the dashboard says where the request went, and so does the booking page.
  await open(page, '/student/dashboard');
  const waiting = page.getByRole('alert').filter({ hasText: 'Waiting for your parent’s consent' });
  await expect(waiting).toContainText("We are waiting for your parent's consent: we sent the request to p***@example.in.");
  await expect(waiting.getByRole('button', { name: 'Send again' })).toBeVisible();
  await startBookingWith(page, counsellorName);
  await expect(page.getByText(/A parent must consent before you can book\./)).toBeVisible();
  const slot = await chooseDateAndSlot(page);
  await page.getByRole('button', { name: 'Book & Pay Now' }).click();
  await expect(page).toHaveURL(/\/booking-summary\//);

  // Before consent the summary says so, with the masked address; Pay is replaced by Ask my parent.
  const first = page.getByRole('alert').filter({ hasText: 'Your parent must consent first' });
  await expect(first).toContainText("We are waiting for your parent's consent: we sent the request to p***@example.in.");
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  for (const width of [360, 1280]) await capture(page, testInfo, 'summary-before-consent', width);
  await page.getByRole('button', { name: 'Ask my parent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have e-mailed your parent at p***@example.in with this session' })).toBeVisible();
  await expect(page.getByText(`${slot} (India time)`)).toBeVisible(); // the choice stays on the page
  await expect(toast(page, 'Failed to create order')).toHaveCount(0);

  // The parent gets the session and the consent link, opens it, reads the notice, and consents with a new password.
  await expect.poll(async () => (await lastMailTo(parentEmail))?.subject).toBe('Test asks you about a counselling session on Margdarshak');
  const asked = (await lastMailTo(parentEmail))?.text ?? '';
  expect(asked).toContain(`Counsellor: ${counsellorName}`);
  expect(asked).toContain(`Time: ${slot} (India time), 60 minutes, online`);
  expect(asked).toMatch(/Price: ₹[\d,]+\n/);
  const link = /\/consent\/[\w-]+/.exec(asked)?.[0];
  expect(link).toBeTruthy();
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  const parentUrls = requestsOf(parent);
  await open(parent, link ?? '');
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(/asks for your consent/);
  await expect(parent.getByRole('heading', { name: 'What we collect' })).toBeVisible();
  await expect(parent.getByText(/^Notice version /)).toBeVisible();
  await parent.getByLabel(/parent or lawful guardian/).check();
  await parent.getByLabel('Choose a password').fill(PASSWORD);
  await parent.getByRole('button', { name: 'Give consent' }).click();
  await expect(parent).toHaveURL(/\/parent\/dashboard$/);
  await expect(parent.getByRole('heading', { name: 'Parent dashboard' })).toBeVisible();
  const child = parent.getByRole('region', { name: 'Test Student' });
  await expect(child.getByText(/^Consent given/)).toBeVisible();
  await expect(child.getByText('No sessions booked yet.')).toBeVisible();

  // The parent pays for the session their child asked for, from the dashboard.
  const offer = child.getByRole('region', { name: 'The session Test asked for' });
  await expect(offer).toContainText(`with ${counsellorName}`);
  await expect(offer).toContainText(`${slot} (India time)`);
  // The parent is the invoice's payer: they may give their state for it, as a student does at checkout (decision 0140).
  const state = offer.getByLabel('State (for your tax invoice)');
  await expect(state).toHaveValue('');
  await state.selectOption('27');
  for (const width of [360, 1280]) await capture(parent, testInfo, 'parent-asked-session', width);
  await offer.getByRole('button', { name: /^Pay ₹/ }).click();
  await parent
    .getByRole('dialog', { name: /Test payment/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(toast(parent, 'Booking Confirmed!')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(child.getByText(new RegExp(`with ${counsellorName}`))).toBeVisible();
  expect(await (await parent.request.get('/api/payment/payer-state')).json()).toEqual({ payerState: '27' });

  // The link is spent.
  await open(parent, link ?? '');
  await expect(parent.getByText(/already been used or has expired/)).toBeVisible();

  // The child is told: by mail, and on the dashboard in place of the waiting card; the session is theirs.
  await expect.poll(async () => (await mailsTo(studentEmail)).map((mail) => mail.subject)).toContain('You can book now: your parent has given their consent');
  await open(page, '/student/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'You can book now' })).toBeVisible();
  await capture(page, testInfo, 'you-can-book-now', 360);
  await expect(page.getByText('Waiting for your parent’s consent')).toHaveCount(0);

  // The student takes the session's RIASEC test; the counsellor releases the result.
  const user = (await (await page.request.get('/api/user')).json()) as { id: string };
  const [booking] = (await (await page.request.get(`/api/students/${user.id}/bookings`)).json()) as { id: string; sessionDate: string }[];
  const items = ((await (await page.request.get('/api/assessments/riasec/items')).json()) as ItemsResponse).items;
  const answers = Object.fromEntries(items.map((item, i) => [item.id, (i % 5) + 1]));
  const submitted = await page.request.post(`/api/personality-test/${booking?.id}/submit`, { data: { testType: 'riasec', answers } });
  expect(submitted.status()).toBe(201);
  const { id: testId } = (await submitted.json()) as { id: string };
  expect((await counsellorApi.put(`/api/personality-test/${testId}/release`, { data: { counsellorNotes: 'Curious and practical: look at engineering design.' } })).ok()).toBe(true);

  // The parent sees the session and downloads the released report.
  await open(parent, '/parent/dashboard');
  await expect(child.getByText(new RegExp(`with ${counsellorName}`))).toBeVisible();
  await expect(child.getByRole('list', { name: 'Payments' })).toContainText('₹');
  const download = parent.waitForEvent('download');
  await child.getByRole('button', { name: 'Download Holland Code Report' }).click();
  expect((await download).suggestedFilename()).toBe('Holland_Code_Report.pdf');

  // The parent was mailed the receipt with the booking, and told when the report was ready; they read it on a phone.
  const parentMail = async (subject: string) => (await mailsTo(parentEmail)).filter((mail) => mail.subject === subject);
  const [booked] = await parentMail('Your child’s Margdarshak session is booked');
  expect(booked?.text).toContain('This is a receipt for your records, not a tax invoice.');
  expect(booked?.text).toContain(counsellorName);
  await expect.poll(async () => (await parentMail('A report on your child is ready on Margdarshak')).length).toBe(1);
  await parent.setViewportSize({ width: 360, height: 900 });
  await child.getByRole('link', { name: 'Read Holland Code Report' }).click();
  await expect(parent).toHaveURL(/\/student\/report\//);
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(/Holland Code/);
  await capture(parent, testInfo, 'parent-reads-report', 360);

  // The parent's reminders follow the child's, 24 hours and one hour before, with the product's clock moved there.
  const startsAt = Date.parse(booking?.sessionDate ?? '');
  expect(startsAt).toBeGreaterThan(Date.now());
  try {
    for (const [before, words] of [
      [23 * 3_600_000, 'in 24 hours'],
      [50 * 60_000, 'in one hour'],
    ] as const) {
      await setClocksAhead(parent, startsAt - before - Date.now());
      await expect.poll(async () => (await parentMail(`Reminder: your child’s Margdarshak session starts ${words}`)).length, { timeout: 20_000 }).toBe(1);
    }
  } finally {
    await setClocksAhead(parent, 0);
  }

  // Nothing came from another site, for the student or the parent (the local checkout needs none).
  expect(offSite(studentUrls)).toEqual([]);
  expect(offSite(parentUrls)).toEqual([]);
  await parentContext.close();
  await counsellorApi.dispose();
  await adminApi.dispose();
});

test('an 18-year-old signs up with no parent step', async ({ page }) => {
  const email = uniqueEmail('adult');
  await signUpStudent(page, email, bornYearsAgo(18));
  await open(page, '/student/dashboard');
  await expect(page.getByRole('heading', { name: 'Student dashboard' })).toBeVisible();
  await expect(page.getByText('Waiting for your parent’s consent')).toHaveCount(0);
  const status = (await (await page.request.get('/api/me/consent')).json()) as { status: string; mayBook: boolean };
  expect(status).toEqual(expect.objectContaining({ status: 'not_needed', mayBook: true }));
  expect(await lastMailTo(email)).toBeUndefined();
});

test('a student who signed up without a date of birth gives it before anything else', async ({ page }) => {
  const email = uniqueEmail('nodob');
  await open(page, '/');
  expect((await page.request.post('/api/register', { data: { email, password: PASSWORD, role: 'student' } })).ok()).toBe(true);
  await open(page, '/student/dashboard');
  await expect(page).toHaveURL(/\/student\/age$/);
  await page.getByLabel('Date of birth').fill(bornYearsAgo(20));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});
