import { expect, test } from '@playwright/test';
import { logInThroughDialog } from './support/auth';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';

test('an admin adds a coupon, finds it by code, edits it, deactivates it and activates it again', async ({ page }) => {
  const code = `DIWALI${Date.now().toString(36).toUpperCase()}`;
  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(page.getByRole('cell', { name: 'WELCOME10', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Add Coupon' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\/create$/);
  // The form applies its defaults once mounted: typing before that would be reset.
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(code.toLowerCase());
  await page.getByLabel('Value (percent or ₹)').fill('15');
  await page.getByLabel('Total uses').fill('50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Coupon created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('15% off')).toBeVisible();
  await expect(row.getByText('0 / 50')).toBeVisible();

  // The search by code narrows the list to it.
  await page.getByPlaceholder('Search codes').fill(code.slice(0, -1).toLowerCase());
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('cell', { name: 'WELCOME10', exact: true })).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\/[\w-]+$/);
  await page.getByLabel('Maximum discount (₹)').fill('400');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Coupon updated')).toBeVisible();
  await expect(row.getByText('15% off (at most ₹400)')).toBeVisible();

  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('its past uses stay on record');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Coupon deactivated')).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();
  await expect(page.getByText(/Element (deleted|updated|created)/)).toHaveCount(0);

  // Activating keeps the terms.
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Coupon activated')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('15% off (at most ₹400)')).toBeVisible();
  await expect(row.getByText('0 / 50')).toBeVisible();
});
