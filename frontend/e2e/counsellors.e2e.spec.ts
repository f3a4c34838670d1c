import { expect, test, type Page } from '@playwright/test';
import { avatarPng, demoPdf } from '../../seeds/src/avatarPng';
import { logInThroughDialog, toast, uniqueEmail } from './support/auth';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';

const photo = { name: 'portrait.png', mimeType: 'image/png', buffer: avatarPng([40, 90, 160], [200, 220, 240], [250, 200, 160]) };
const certificate = { name: 'degree.pdf', mimeType: 'application/pdf', buffer: demoPdf('M.Sc. Counselling Psychology') };
const addressProof = { name: 'address.pdf', mimeType: 'application/pdf', buffer: demoPdf('Electricity bill') };

async function signInAsAdmin(page: Page) {
  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('menuitem', { name: 'Counsellors' }).click();
}

test('a counsellor registers with documents, an admin approves and pauses them, and visitors find them', async ({ page, browser }) => {
  // Three browsers and a dozen pages: on a busy CI machine this journey alone can take most of a minute.
  test.setTimeout(150_000);
  const email = uniqueEmail('counsellor');
  const name = `Kavya Raghunathan ${Date.now().toString(36)}`;
  const city = `Thiruvananthapuram`;

  // A visitor registers as a counsellor through the full dialog, with real files.
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Counsellor', exact: true }).click();
  await page.getByRole('button', { name: 'Register with your full profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register as a counsellor' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('kavya-secret-1');
  await dialog.getByRole('textbox', { name: 'Full name', exact: true }).fill(name);
  await dialog.getByRole('spinbutton', { name: 'Age', exact: true }).fill('38');
  await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9847012345');
  await dialog.getByRole('textbox', { name: 'Qualification', exact: true }).fill('M.Sc. Counselling Psychology');
  await dialog.getByRole('textbox', { name: 'Residential address', exact: true }).fill('14 Vellayambalam Road, Thiruvananthapuram');
  await dialog.getByRole('textbox', { name: 'Specialization', exact: true }).fill('Medicine and allied health careers');
  await dialog.getByRole('textbox', { name: 'Experience', exact: true }).fill('11 years');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill(city);
  // The form names what is missing before anything is sent.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('You must offer at least one service package')).toBeVisible();
  await expect(toast(page, 'Address proof required')).toBeVisible();

  await dialog.getByLabel('Address proof', { exact: true }).setInputFiles(addressProof);
  await dialog.getByLabel('Qualification certificate').setInputFiles(certificate);
  await dialog.getByLabel('Profile photo', { exact: true }).setInputFiles(photo);
  await dialog.getByLabel('Advanced').check();
  await dialog.getByLabel('Comprehensive').check();
  await dialog.getByLabel('I agree to the terms and conditions').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/counsellor\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Pending Approval' })).toBeVisible();
  const counsellorId = await page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { id: string }).id);

  // Signed in again later, the counsellor goes to the dashboard (the profile is complete) and sees it still pending.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await logInThroughDialog(page, email, 'kavya-secret-1');
  await expect(page).toHaveURL(/\/counsellor\/dashboard$/);
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pending Approval' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(name);

  // Not public yet.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, '/counsellors');
  await visitorPage.getByLabel('Search by name or specialization').fill(name);
  await expect(visitorPage.getByText('No counsellors found')).toBeVisible();

  // The admin finds them by e-mail, opens the documents, and approves.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.getByPlaceholder('Search by email or name').fill(email);
  // The search applies after a pause, rewriting the list's URL: navigating away before that would be undone by it.
  await expect(adminPage).toHaveURL(/filter=/);
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Pending Approval')).toBeVisible();
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await adminPage.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(adminPage.getByText('9847012345')).toBeVisible();
  const documentLink = adminPage.getByRole('link', { name: 'Qualification certificate' });
  const document = await adminPage.request.get((await documentLink.getAttribute('href')) ?? '');
  expect(document.headers()['content-type']).toBe('application/pdf');
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Counsellor approved')).toBeVisible();
  await expect(adminPage.getByText('Approved', { exact: true })).toBeVisible();

  // A signed-out visitor finds them on /counsellors and on /packages/advanced, with the filters.
  await visitorPage.reload();
  await visitorPage.getByLabel('Search by name or specialization').fill(name);
  const card = visitorPage.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`/counsellor/detail/${counsellorId}$`));
  await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  // One Book button per offered package: advanced and comprehensive.
  await expect(visitorPage.getByRole('link', { name: new RegExp(`^Book .* with ${name}$`) })).toHaveCount(2);

  await open(visitorPage, '/packages/advanced');
  await expect(visitorPage.getByRole('heading', { level: 1, name: /^Find Counsellors for / })).toBeVisible();
  await visitorPage.getByLabel('Location').fill('thiruvanantha');
  await expect(visitorPage.getByRole('article').filter({ hasText: name })).toBeVisible();
  await expect(visitorPage.getByText(/^\d+ counsellors? available$/)).toBeVisible();
  await visitorPage.getByLabel('Location').fill('Nowhere-on-earth');
  await expect(visitorPage.getByText('No counsellors found')).toBeVisible();
  await expect(visitorPage.getByText('0 counsellors available')).toBeVisible();
  await visitorPage.getByRole('button', { name: 'Clear' }).click();
  await visitorPage.getByLabel('Search by name or specialization').fill(name);
  const advancedCard = visitorPage.getByRole('article').filter({ hasText: name });
  await expect(advancedCard.getByRole('link', { name: 'Book Now' })).toBeVisible();
  // A minimum rating above the default 4.5 hides a counsellor with no reviews yet.
  await visitorPage.getByRole('slider').focus();
  for (let step = 0; step < 10; step++) await visitorPage.keyboard.press('ArrowRight');
  await expect(visitorPage.getByText('Minimum rating: 5.0')).toBeVisible();
  await expect(visitorPage.getByText('No counsellors found')).toBeVisible();

  // The admin pauses them: the card says so and cannot be booked.
  await adminPage.getByRole('button', { name: `More actions for ${name}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Pause Services' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Pause Services' }).click();
  await expect(adminPage.getByText('Services paused', { exact: true })).toBeVisible();

  await open(visitorPage, '/packages/advanced');
  await visitorPage.getByLabel('Search by name or specialization').fill(name);
  const pausedCard = visitorPage.getByRole('article').filter({ hasText: name });
  await expect(pausedCard.getByText('Service Paused')).toBeVisible();
  await expect(pausedCard.getByRole('button', { name: 'Not Available' })).toBeDisabled();
  await expect(pausedCard.getByText('Currently not available for booking')).toBeVisible();

  await visitor.close();
  await admin.close();
});
