import { expect, test } from '@playwright/test';
import { logInThroughDialog, toast } from './support/auth';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';

test('a visitor sends a message from /contact and an admin reads it in the back office', async ({ page, browser }) => {
  const name = `Anjali Deshmukh ${Date.now().toString(36)}`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, '/contact');
  await visitorPage.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(visitorPage, 'Missing information')).toBeVisible();
  await visitorPage.getByLabel('Your name').fill(name);
  await visitorPage.getByLabel('Email').fill('anjali.d@example.in');
  await visitorPage.getByLabel('Message').fill('My son is in Class 10 and unsure between science and commerce. Which package would you suggest?');
  await visitorPage.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(visitorPage, 'Message sent')).toBeVisible();
  await expect(visitorPage.getByLabel('Your name')).toHaveValue('');
  await visitor.close();

  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('menuitem', { name: 'Messages' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Open')).toBeVisible();
  await row.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Message marked handled')).toBeVisible();
  await expect(row.getByText('Handled', { exact: true })).toBeVisible();
});
