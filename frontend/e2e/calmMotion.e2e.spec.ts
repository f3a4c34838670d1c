// Record 0158: a visitor whose system asks for less motion gets transitions and animations that end at once (the
// sign-in dialog opens without its fade, the loading placeholders do not pulse), and everyone else keeps them.
// Screenshots of the open dialog at 360 and 1280 px as such a visitor sees it.
import { expect, test, type Browser } from '@playwright/test';
import { open } from './support/open';

/** The longest transition on the Login button and the sign-in dialog's backdrop, once the dialog is open, in seconds. */
async function motion(browser: Browser, reducedMotion: 'reduce' | 'no-preference', width: number) {
  const context = await browser.newContext({ reducedMotion, viewport: { width, height: width < 400 ? 740 : 900 } });
  const page = await context.newPage();
  await open(page, '/');
  // On a phone the Login button is in the menu, which slides in.
  if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
  const login = page.getByRole('button', { name: 'Login', exact: true }).filter({ visible: true });
  const button = await login.evaluate((element) => getComputedStyle(element).transitionDuration);
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog).toBeVisible();
  const backdrop = await page
    .locator('.MuiBackdrop-root')
    .first()
    .evaluate((element) => getComputedStyle(element).transitionDuration);
  if (reducedMotion === 'reduce') await page.screenshot({ path: `test-results/screenshots/calm-motion-login-${width}.png` });
  await context.close();
  const longest = (durations: string) => Math.max(...durations.split(',').map((duration) => Number.parseFloat(duration)));
  return Math.max(longest(button), longest(backdrop));
}

test('transitions end at once for a visitor who asks for less motion, and keep their length for everyone else', async ({ browser }) => {
  for (const width of [360, 1280]) expect(await motion(browser, 'reduce', width)).toBeLessThanOrEqual(0.001);
  expect(await motion(browser, 'no-preference', 1280)).toBeGreaterThanOrEqual(0.1);
});
