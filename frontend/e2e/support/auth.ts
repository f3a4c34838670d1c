import { expect, type Locator, type Page } from '@playwright/test';

/** A unique address per run, so the suite can run again on the same database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
}

/** The toast on screen (one at a time). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title });
}

/** Opens the login dialog from the navbar and signs in. */
export async function logInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}
