import { expect, test } from '@playwright/test';
import { expectSignedIn, logInThroughDialog, signUpThroughDialog, toast, uniqueEmail, ADULT_DATE_OF_BIRTH } from './support/auth';
import { demoAdmin } from './support/demoAdmin';
import { E2E_BASE_URL } from './support/e2eServer';
import { lastMailTo } from './support/outbox';
import { open } from './support/open';

test('a student registers, goes on to the profile page, logs out, logs in again and lands on the student dashboard', async ({ page }) => {
  const email = uniqueEmail('student');
  const password = 'chai-and-maths-42';

  await signUpThroughDialog(page, email, password);
  // public-area §2: the sign-up form goes on to the student profile page.
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  // Signed out, the student area sends visitors home.
  await open(page, '/student/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await logInThroughDialog(page, email, password);
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expectSignedIn(page);

  // The session survives a reload (cookie, not page state).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Student dashboard' })).toBeVisible();
});

test('a wrong password shows "Login failed"', async ({ page }) => {
  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, 'not-the-password');
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('the sign-up dialog shows the validation messages on its fields', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Counsellor' }).click();
  const signUp = page.getByRole('dialog', { name: 'Join as a counsellor' });
  await signUp.getByLabel('Email').fill('not-an-email');
  await signUp.getByLabel('Password', { exact: true }).fill('12345');
  await signUp.getByLabel('Confirm password').fill('123456');
  await signUp.getByRole('button', { name: 'Sign up as a counsellor' }).click();

  await expect(signUp.getByText('Please enter a valid email')).toBeVisible();
  await expect(signUp.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(signUp.getByText('Passwords do not match')).toBeVisible();
  await expect(signUp.getByText('You must agree to the terms and conditions')).toBeVisible();
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  const registered = await page.request.post('/api/register', {
    data: { email, password: 'old-password-1', role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH },
    // State-changing calls must come from the site's own origin.
    headers: { Origin: E2E_BASE_URL },
  });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies();

  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Forgot password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, 'Reset link sent')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect.poll(async () => (await lastMailTo(email))?.text ?? '').toContain('/reset-password?token=');
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec((await lastMailTo(email))?.text ?? '')?.[0] ?? '';
  const { pathname, search } = new URL(link);
  await open(page, pathname + search);

  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();

  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('new-password-2');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});
