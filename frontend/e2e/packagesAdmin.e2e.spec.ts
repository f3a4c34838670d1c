import { expect, test } from '@playwright/test';
import { logInThroughDialog, toast } from './support/auth';
import { demoAdmin } from './support/demoAdmin';
import { E2E_BASE_URL } from './support/e2eServer';
import { open } from './support/open';

test('an admin adds a package from the dialog over the package cards and a visitor sees it on /packages', async ({ page, browser }) => {
  const name = `Board Exam Sprint ${Date.now().toString(36)}`;
  const features = ['Two focused sessions before the boards', 'A written study plan'];

  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('menuitem', { name: 'Packages' }).click();
  await expect(page).toHaveURL(/\/admin\/packages/);
  // The form opens in a dialog over the cards, not on a page of its own.
  await page.getByRole('button', { name: 'Add New Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Package' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages$/);

  // The only feature row cannot be removed (its row actions show on hover).
  await dialog.getByLabel('Feature', { exact: true }).hover();
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description', { exact: true }).fill('A short burst of guidance in the weeks before Class 10 and 12 board exams.');
  await dialog.getByLabel('Price (₹ per session)').fill('2499');
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Advanced' }).click();
  await dialog.getByLabel('Feature', { exact: true }).fill(features[0] ?? '');
  // Two lists of features, English then Hindi, each with its Add.
  await dialog.getByRole('button', { name: 'Add' }).first().click();
  await dialog
    .getByLabel('Feature', { exact: true })
    .nth(1)
    .fill(features[1] ?? '');
  // The same words in Hindi (issue 33): what a family reading the site in Hindi sees on the card.
  const hindiName = `बोर्ड परीक्षा स्प्रिंट ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name in Hindi').fill(hindiName);
  await dialog.getByLabel('Description in Hindi').fill('कक्षा 10 और 12 की बोर्ड परीक्षाओं से पहले के हफ़्तों में थोड़ी-सी, काम की सलाह।');
  await dialog.getByRole('button', { name: 'Add' }).nth(1).click();
  await dialog.getByLabel('Feature in Hindi').fill('बोर्ड से पहले दो सेशन');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Package added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('₹2,499');
  await expect(card.getByText('Advanced', { exact: true })).toBeVisible();
  for (const feature of features) await expect(card.getByText(feature)).toBeVisible();

  // A signed-out visitor, in a fresh browser context, sees it on the public page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, '/packages');
  const publicCard = visitorPage.getByRole('article', { name });
  await expect(publicCard).toBeVisible();
  await expect(publicCard.getByText('₹2,499')).toBeVisible();
  for (const feature of features) await expect(publicCard.getByText(feature)).toBeVisible();
  await expect(visitorPage.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // In Hindi, the landing page's card says the admin's Hindi words.
  await open(visitorPage, '/hi');
  const hindiCard = visitorPage.getByRole('article', { name: hindiName });
  await expect(hindiCard).toBeVisible();
  await expect(hindiCard.getByText('बोर्ड से पहले दो सेशन')).toBeVisible();
  await expect(hindiCard.getByText('प्रति सेशन')).toBeVisible();
  await visitor.close();

  // A visitor may not open the admin dashboard.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await open(strangerPage, '/admin/dashboard');
  await expect(strangerPage).toHaveURL(/localhost:\d+\/$/);
  await stranger.close();
});

test('an admin edits a package, then deletes it after confirming', async ({ page }) => {
  const name = `Stream Chooser ${Date.now().toString(36)}`;
  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Set up through the API with the admin's session cookie (the page and page.request share it).
  const created = await page.request.post('/api/admin/packages', {
    headers: { Origin: E2E_BASE_URL },
    data: { name, description: 'Pick between science, commerce and arts.', price: 1499, type: 'basic', features: ['One session'], highlighted: false },
  });
  expect(created.ok()).toBe(true);

  await open(page, '/admin/packages');
  const card = page.getByRole('article', { name });
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await page.getByLabel('Price (₹ per session)').fill('1799');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Package updated')).toBeVisible();
  await expect(card).toContainText('₹1,799');

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('This action cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Package deleted')).toBeVisible();
  await expect(card).toHaveCount(0);

  const publicList = await page.request.get('/api/packages');
  expect(JSON.stringify(await publicList.json())).not.toContain(name);
});
