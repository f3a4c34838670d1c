import { expect, test, type Page } from '@playwright/test';
import { avatarPng, demoPdf } from '../../seeds/src/avatarPng';
import { logInThroughDialog, toast, uniqueEmail } from './support/auth';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** A counsellor account with a submitted profile, made over the API in the page's own session. */
async function counsellorWithProfile(page: Page, name: string): Promise<string> {
  await open(page, '/');
  const email = uniqueEmail('counsellor');
  const registered = await page.request.post('/api/register', { data: { email, password: 'anita-secret-1', role: 'counsellor' } });
  expect(registered.ok()).toBe(true);
  const { id } = (await registered.json()) as { id: string };
  const profile = await page.request.post(`/api/counsellor/${id}/profile`, {
    multipart: {
      name,
      age: '41',
      mobile: '9822012345',
      qualification: 'M.A. Psychology',
      address: '7 FC Road, Pune',
      specialization: 'Commerce careers',
      offersAdvanced: 'true',
      addressProof: file('address.pdf', 'application/pdf', demoPdf('Electricity bill')),
      qualificationCertificate: file('ma.pdf', 'application/pdf', demoPdf('M.A. Psychology')),
      profilePhoto: file('me.png', 'image/png', avatarPng([90, 40, 120], [230, 220, 240], [240, 200, 170])),
    },
  });
  expect(profile.status()).toBe(201);
  return id;
}

async function openInBackOffice(page: Page, counsellorId: string) {
  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/counsellors/${counsellorId}/show`);
}

/** A fact on the public profile page, by its label. */
const factOn = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
const qualificationOn = (page: Page) => factOn(page, 'Qualification');

test('an approved counsellor changes their qualification: the public profile keeps the approved one until an admin approves', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Anita Kulkarni ${Date.now().toString(36)}`;
  const counsellorId = await counsellorWithProfile(page, name);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await openInBackOffice(adminPage, counsellorId);
  await adminPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(adminPage.getByText('Counsellor approved')).toBeVisible();

  // The counsellor changes their qualification and attaches the new certificate, and only that.
  await open(page, '/counsellor/profile');
  await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Qualification', exact: true }).fill('Ph.D. Counselling Psychology');
  await page.getByLabel('Qualification certificate').setInputFiles(file('phd.pdf', 'application/pdf', demoPdf('Ph.D. Counselling Psychology')));
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(toast(page, 'Sent for review')).toContainText('Your public profile keeps your approved details until an admin approves the change.');
  await expect(page.getByText('Change waiting for review')).toBeVisible();

  // Visitors still see the approved qualification.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, `/counsellor/detail/${counsellorId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(qualificationOn(visitorPage)).toHaveText('M.A. Psychology');

  // The admin sees old beside new, and approves.
  await adminPage.reload();
  const change = adminPage.getByRole('table', { name: 'Pending change, current beside new' });
  const row = change.getByRole('row').filter({ has: adminPage.getByRole('rowheader', { name: 'Qualification', exact: true }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('M.A. Psychology');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Ph.D. Counselling Psychology');
  await expect(change.getByRole('link', { name: 'New qualification certificate' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve change' }).click();
  await expect(adminPage.getByText('Change approved')).toBeVisible();
  await expect(change).toBeHidden();

  await visitorPage.reload();
  await expect(qualificationOn(visitorPage)).toHaveText('Ph.D. Counselling Psychology');

  await visitor.close();
  await admin.close();
});

test('an approved counsellor changes what students see: specialization, experience and photo wait for the admin, who sees them old beside new', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Rohan Mehta ${Date.now().toString(36)}`;
  const counsellorId = await counsellorWithProfile(page, name);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await openInBackOffice(adminPage, counsellorId);
  await adminPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(adminPage.getByText('Counsellor approved')).toBeVisible();

  await open(page, '/counsellor/profile');
  await page.getByRole('textbox', { name: 'Specialization', exact: true }).fill('Medical and life-science careers');
  await page.getByRole('textbox', { name: 'Experience', exact: true }).fill('12 years');
  await page.getByLabel('Profile photo').setInputFiles(file('new.png', 'image/png', avatarPng([20, 110, 90], [220, 240, 230], [235, 195, 160])));
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(toast(page, 'Sent for review')).toBeVisible();

  // The counsellor sees what waits, beside what students see now.
  const waiting = page.getByRole('region', { name: 'Change waiting for review' });
  await expect(waiting).toContainText('Medical and life-science careers');
  await expect(waiting).toContainText('On your public profile now: Commerce careers');
  await expect(waiting).toContainText('12 years');
  await expect(waiting.getByRole('img', { name: 'Your new profile photo' })).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(waiting).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `at ${width}px`).toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/counsellor-${width}_profile-pending-change.png`, fullPage: true });
  }

  // Visitors still see the approved details.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, `/counsellor/detail/${counsellorId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(factOn(visitorPage, 'Specialization')).toHaveText('Commerce careers');
  await expect(factOn(visitorPage, 'Experience')).toHaveText('Experienced professional');

  // The admin sees each new field old beside new, the photos shown, and approves.
  await adminPage.reload();
  const change = adminPage.getByRole('table', { name: 'Pending change, current beside new' });
  const cellsOf = (label: string) =>
    change
      .getByRole('row')
      .filter({ has: adminPage.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  await expect(cellsOf('Specialization')).toHaveText(['Commerce careers', 'Medical and life-science careers']);
  await expect(cellsOf('Experience')).toHaveText(['—', '12 years']);
  for (const photo of [change.getByRole('img', { name: 'Current profile photo' }), change.getByRole('img', { name: 'New profile photo' })]) {
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await adminPage.screenshot({ path: 'test-results/screenshots/admin-1280_counsellor-pending-change.png', fullPage: true });
  await adminPage.getByRole('button', { name: 'Approve change' }).click();
  await expect(adminPage.getByText('Change approved')).toBeVisible();

  await visitorPage.reload();
  await expect(factOn(visitorPage, 'Specialization')).toHaveText('Medical and life-science careers');
  await expect(factOn(visitorPage, 'Experience')).toHaveText('12 years');

  await visitor.close();
  await admin.close();
});
