// Issue 30, item 8: a counsellor has the same 'Your data' card as a student, on their profile page. They download their
// file (their sessions, no student named), then close their account with a session booked: they are signed out, the
// session is cancelled and refunded in full, and the student is told by e-mail (docs/decisions/0115).
import { expect, test } from '@playwright/test';
import { upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { toast } from './support/auth';
import { downloadExport } from './support/dataExport';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';
import { mailsTo } from './support/outbox';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD } from './support/workspace';

const firstBookableDate = () => upcomingDates(new Date()).find((d) => !d.refusal)?.date ?? '';
const shots = 'test-results/screenshots';

test('a counsellor downloads their data, then closes their account with a session booked', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const admin = await browser.newContext();
  // The counsellor registers on the page's own cookies: signed in there afterwards.
  const counsellor = await approvedCounsellor(page.request, admin.request, `Vikram Joshi ${suffix}`);
  const studentContext = await browser.newContext();
  const student = await studentNamed(studentContext.request, `Sana Sheikh ${suffix}`);
  const booking = await paidBooking(studentContext.request, student, counsellor.id, await advancedPackage(studentContext.request), firstBookableDate());
  await studentContext.close();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/counsellor/profile');
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/counsellor-data-${width}.png` });
  }

  // The file: their profile and the session they give, with no student named.
  const { data, dialog } = await downloadExport(page, 'Download my data', WORKSPACE_PASSWORD);
  await expect(dialog).toBeHidden();
  expect(data.account).toMatchObject({ id: counsellor.id, email: counsellor.email, role: 'counsellor' });
  expect(data.counsellorProfile?.name).toBe(counsellor.name);
  expect(data.sessionsGiven.map((s) => s.id)).toEqual([booking.id]);
  expect(JSON.stringify(data)).not.toContain(student.name);
  expect(JSON.stringify(data)).not.toContain(student.email);

  // Closing the account says what happens to the session booked, then asks the password.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete my account?' });
  await expect(deleting.getByText('This cannot be undone.')).toBeVisible();
  await expect(deleting).toContainText('Every session still to come is cancelled, and each student is refunded in full and told by e-mail.');
  await deleting.getByLabel('Your password').fill(WORKSPACE_PASSWORD);
  await page.screenshot({ path: `${shots}/counsellor-data-1280_delete.png` });
  await deleting.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/session')).ok()).toBe(true);
  expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });

  // The session is cancelled and refunded in full, the student told, the counsellor's page gone.
  expect((await admin.request.post('/api/login', { data: demoAdmin })).ok()).toBe(true);
  await expect.poll(async () => ((await (await admin.request.get(`/api/admin/bookings/${booking.id}`)).json()) as { status: string; refund: { status: string } | null }).refund?.status).toBe('issued');
  expect(((await (await admin.request.get(`/api/admin/bookings/${booking.id}`)).json()) as { status: string }).status).toBe('cancelled');
  await expect.poll(async () => (await mailsTo(student.email)).map((mail) => mail.subject)).toContain('Your Margdarshak session is cancelled'); // the credit note's mail may follow
  expect((await page.request.get(`/api/counsellors/${counsellor.id}`)).status()).toBe(404);
  await admin.close();
});
