// Device tokens in a real browser (issue 27, item 3): Chromium keeps the httpOnly, SameSite=Strict cookie and sends it
// with the login dialog's request, so a browser that signed in before still gets in while the account is throttled
// for new browsers on the same network (every browser here comes from 127.0.0.1).
import { expect, test } from '@playwright/test';
import { expectSignedIn, logInThroughDialog, signUpThroughDialog, toast, uniqueEmail } from './support/auth';
import { open } from './support/open';

test('a browser that signed in before gets in while new browsers on its network are throttled, who are told how long to wait', async ({ page, browser }) => {
  const email = uniqueEmail('device');
  const password = 'monsoon-kites-27';
  await signUpThroughDialog(page, email, password);
  const device = (await page.context().cookies()).find((c) => c.name === 'margdarshak.device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  await expect(page).toHaveURL(/\/student\/profile$/);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();

  // Someone else, in a browser of their own, guesses five times; the sixth attempt is not even checked.
  const other = await browser.newContext();
  const guesser = await other.newPage();
  await open(guesser, '/');
  for (let i = 0; i < 5; i++) {
    await logInThroughDialog(guesser, email, `guess-${i}-password`);
    await expect(toast(guesser, 'Login failed')).toContainText('Invalid email or password');
    await guesser.keyboard.press('Escape');
  }
  await logInThroughDialog(guesser, email, password);
  await expect(toast(guesser, 'Login failed')).toContainText('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  await guesser.screenshot({ path: 'test-results/sign-in-throttled-1280.png' });
  await guesser.setViewportSize({ width: 360, height: 740 });
  await guesser.screenshot({ path: 'test-results/sign-in-throttled-360.png' });
  await other.close();

  // The owner's browser signs in at once.
  await logInThroughDialog(page, email, password);
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expectSignedIn(page);
});
