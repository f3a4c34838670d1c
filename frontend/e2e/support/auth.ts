import { expect, type Locator, type Page } from '@playwright/test';
import { demoAdmin } from './demoAdmin';
import { open } from './open';

/** A student's date of birth that needs no parent's consent (issue 20): an adult's. */
export const ADULT_DATE_OF_BIRTH = '2000-01-15';

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

/** Opens the login dialog from the home page's navbar, goes on to sign up, and registers as a student. */
export async function signUpThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your student account' });
  await signUp.getByLabel('Your name').fill('Test Student');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm password').fill(password);
  await signUp.getByLabel('Date of birth').fill(ADULT_DATE_OF_BIRTH);
  await signUp.getByRole('checkbox').check();
  await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(toast(page, 'Registration successful')).toBeVisible();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Signs the demo admin in through the navbar's dialog, which lands on the back office's overview. */
export async function logInToBackOffice(page: Page): Promise<void> {
  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
