// Device tokens in a real browser (issue 27, item 3): Chromium keeps the httpOnly, SameSite=Strict cookie and sends it
// with the login dialog's request, so a browser that signed in before still gets in while the account is throttled
// for new browsers on the same network (every browser here comes from 127.0.0.1); and a browser that completes a
// password reset through the mailed link is such a browser from then on.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectSignedIn, logInThroughDialog, signUpThroughDialog, toast, uniqueEmail } from './support/auth';
import { lastMailTo } from './support/outbox';
import { open } from './support/open';

/** Someone else, in a browser of their own, guesses five times: new browsers on this network are throttled. */
async function guessFiveTimes(browser: Browser, email: string): Promise<Page> {
  const guesser = await (await browser.newContext()).newPage();
  await open(guesser, '/');
  for (let i = 0; i < 5; i++) {
    await logInThroughDialog(guesser, email, `guess-${i}-password`);
    await expect(toast(guesser, 'Login failed')).toContainText('Invalid email or password');
    await guesser.keyboard.press('Escape');
  }
  return guesser;
}

test('a browser that signed in before gets in while new browsers on its network are throttled, who are told how long to wait', async ({ page, browser }) => {
  const email = uniqueEmail('device');
  const password = 'monsoon-kites-27';
  await signUpThroughDialog(page, email, password);
  const device = (await page.context().cookies()).find((c) => c.name === 'margdarshak.device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  await expect(page).toHaveURL(/\/student\/profile$/);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();

  // Someone else guesses five times; the sixth attempt is not even checked.
  const guesser = await guessFiveTimes(browser, email);
  await logInThroughDialog(guesser, email, password);
  await expect(toast(guesser, 'Login failed')).toContainText('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  await guesser.screenshot({ path: 'test-results/sign-in-throttled-1280.png' });
  await guesser.setViewportSize({ width: 360, height: 740 });
  await guesser.screenshot({ path: 'test-results/sign-in-throttled-360.png' });
  await guesser.context().close();

  // The owner's browser signs in at once.
  await logInThroughDialog(page, email, password);
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expectSignedIn(page);
});

test('a browser that completes a password reset signs in at once while new browsers on its network are throttled', async ({ page, browser }) => {
  const email = uniqueEmail('reset-device');
  await signUpThroughDialog(page, email, 'monsoon-kites-27');
  await expect(page).toHaveURL(/\/student\/profile$/);
  await (await guessFiveTimes(browser, email)).context().close();

  // The owner, in a new browser, asks for the mail and opens its link there.
  const phone = await (await browser.newContext()).newPage();
  await open(phone, '/');
  await phone.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await phone.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Forgot password' }).click();
  const forgot = phone.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(phone, 'Reset link sent')).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect.poll(async () => (await lastMailTo(email))?.text ?? '').toContain('/reset-password?token=');
  const { pathname, search } = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec((await lastMailTo(email))?.text ?? '')?.[0] ?? '');
  await open(phone, pathname + search);
  await phone.getByLabel('New password', { exact: true }).fill('new-password-2');
  await phone.getByLabel('Confirm new password').fill('new-password-2');
  await phone.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(phone, 'Password updated')).toBeVisible();

  const login = phone.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('new-password-2');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(phone).toHaveURL(/\/student\/dashboard$/);

  // Any other new browser on the network is still told to wait.
  const stranger = await (await browser.newContext()).newPage();
  await open(stranger, '/');
  await logInThroughDialog(stranger, email, 'new-password-2');
  await expect(toast(stranger, 'Login failed')).toContainText('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  await Promise.all([phone.context().close(), stranger.context().close()]);
});
