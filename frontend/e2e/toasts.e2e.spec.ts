// Dashboards §9's toast rules in the browser (issue 30, item 8): F8 takes the keyboard to the toast on screen, and
// putting it away gives the focus back where it was; on a phone a toast follows a finger sideways and goes once swiped
// 50 px or more, and slides back from a shorter swipe.
import { expect, test, type Page } from '@playwright/test';
import { toast } from './support/auth';
import { open } from './support/open';
import { studentNamed } from './support/workspace';

const shots = 'test-results/screenshots';

/** A signed-in student saves their profile, which takes them on to their dashboard with the 'Profile saved' toast. */
async function savedProfile(page: Page) {
  await open(page, '/student/profile');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
}

test('F8 moves the focus to the toast, and closing it gives the focus back', async ({ page }) => {
  await studentNamed(page.request, `Meher Kaur ${Date.now().toString(36)}`);
  await savedProfile(page);
  const bookNew = page.getByRole('link', { name: 'Book New Session' });
  await bookNew.focus();

  await page.keyboard.press('F8');
  const viewport = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(viewport).toBeFocused();
  await expect(viewport).toContainText('Profile saved');
  await page.screenshot({ path: `${shots}/toast-1280_f8.png` });
  await page.keyboard.press('Tab');
  await expect(viewport.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Profile saved')).toBeHidden();
  await expect(bookNew).toBeFocused();
});

test('on a phone a toast is swiped away: a short swipe slides it back, 50 px or more puts it away', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await studentNamed(page.request, `Kabir Sethi ${Date.now().toString(36)}`);
  await savedProfile(page);
  const shown = toast(page, 'Profile saved');
  await page.screenshot({ path: `${shots}/toast-360.png` });
  // Held by the focus, the toast does not hide by itself: only the swipe can put it away.
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();

  const cdp = await context.newCDPSession(page);
  const swipe = async (dx: number) => {
    const box = await shown.boundingBox();
    if (!box) throw new Error('the toast is not on screen');
    const x = box.x + box.width / 3;
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 6; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 6, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };

  await swipe(40);
  await expect(shown).toBeVisible();
  await expect(shown.locator('xpath=..')).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  await swipe(90);
  await expect(shown).toBeHidden();
  await context.close();
});
