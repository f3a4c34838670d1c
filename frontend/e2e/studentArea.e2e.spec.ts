// Issue 14: the student's own area in the browser. A new student signs up, goes on to the profile, fills in every field
// (two academic rows and a photo) and finds it all on the dashboard; the profile page and the dashboard pass axe at a
// phone's width and a laptop's. The first test needs the profile endpoints (PUT /api/students/{id}/profile and its
// photo); the second runs against any server that answers GET /api/students/{id}/profile.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughDialog, toast, uniqueEmail, ADULT_DATE_OF_BIRTH } from './support/auth';
import { tinyPng } from './support/files';
import { open } from './support/open';

const password = 'masala-dosa-77';

const signUpFromHome = (page: Page, email: string) => signUpThroughDialog(page, email, password);

test('a new student signs up, fills in the whole profile with a photo, and sees it on the dashboard', async ({ page }) => {
  await signUpFromHome(page, uniqueEmail('ananya'));

  // The sign-up goes on to the profile page, which starts empty: never the fallback name or 9999999999.
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your profile' });
  await expect(form.getByLabel('Mobile number')).toHaveValue('');
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByText('+91 optional')).toBeVisible();

  // The contract's rules run before anything is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Enter a 10-digit Indian mobile number (+91 optional)')).toBeVisible();

  await form.getByLabel('Full name').fill('Ananya Iyer');
  await form.getByLabel('Mobile number').fill('+91 98765 43210');
  await form.getByLabel('School or college').fill('Kendriya Vidyalaya, Adyar');
  await form.getByLabel('Age').fill('16');
  await form.getByLabel('City or town').fill('Chennai');
  await form.getByLabel('Profile photo').setInputFiles(tinyPng);
  await expect(form.getByRole('img', { name: 'Photo of Ananya Iyer' })).toBeVisible();
  await form.getByLabel('Grade 1', { exact: true }).fill('Class 10 (CBSE)');
  await form.getByLabel('Marks 1', { exact: true }).fill('92%');
  await form.getByRole('button', { name: 'Add academic row' }).click();
  await form.getByLabel('Grade 2', { exact: true }).fill('Class 11 half-yearly');
  await form.getByLabel('Marks 2', { exact: true }).fill('88%');
  // An empty third row is left out of what is sent.
  await form.getByRole('button', { name: 'Add academic row' }).click();
  await form.getByLabel("Father's name").fill('Ramesh Iyer');
  await form.getByLabel("Father's occupation").fill('Bank officer');
  await form.getByLabel("Mother's name").fill('Lakshmi Iyer');
  await form.getByLabel("Mother's occupation").fill('School teacher');
  // Class, board and medium: three short lists (issue 28, item 5).
  for (const [list, option] of [
    ['Class or year', 'Class 11'],
    ['Board', 'CBSE'],
    ['Medium of study', 'Hindi'],
  ] as const) {
    await form.getByRole('combobox', { name: list }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(form.getByRole('combobox', { name: list })).toHaveText(option);
  }
  await page.screenshot({ path: 'test-results/screenshots/student-profile-studies-filled.png', fullPage: true });
  // Each message went as its field was corrected.
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
  await expect(form.getByText('Enter a 10-digit Indian mobile number (+91 optional)')).toHaveCount(0);

  const saved = page.waitForResponse((r) => /\/api\/students\/[\w-]+\/profile$/.test(r.url()) && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save' }).click();
  const body = (await (await saved).request().postDataJSON()) as { academics: unknown[]; mobile: string; classLevel: string; board: string; medium: string };
  expect([body.classLevel, body.board, body.medium]).toEqual(['class_11', 'cbse', 'hindi']);
  expect(body.academics).toEqual([
    { grade: 'Class 10 (CBSE)', marks: '92%' },
    { grade: 'Class 11 half-yearly', marks: '88%' },
  ]);
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  const profileCard = page.getByRole('region', { name: 'Your profile' });
  await expect(profileCard).toContainText('Ananya Iyer');
  await expect(profileCard).toContainText('Kendriya Vidyalaya, Adyar');
  await expect(profileCard).toContainText('16 years old');
  await expect(profileCard).toContainText('Chennai');
  const photo = profileCard.getByRole('img', { name: 'Photo of Ananya Iyer' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const academics = page.getByRole('region', { name: 'Academic Details' });
  await expect(academics).toContainText('Class 10 (CBSE)');
  await expect(academics).toContainText('92%');
  await expect(academics).toContainText('Class 11 half-yearly');
  await expect(academics).toContainText('88%');
  const parents = page.getByRole('region', { name: 'Parent Details' });
  for (const text of ['Ramesh Iyer', 'Bank officer', 'Lakshmi Iyer', 'School teacher']) await expect(parents).toContainText(text);
  const stats = page.getByRole('region', { name: 'Quick Stats' });
  await expect(stats).toContainText('Sessions booked');
  await expect(stats).toContainText('Reports available');

  // Edit Profile brings the saved values back, the mobile as ten digits.
  await profileCard.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/student\/profile$/);
  const again = page.getByRole('form', { name: 'Your profile' });
  await expect(again.getByLabel('Full name')).toHaveValue('Ananya Iyer');
  await expect(again.getByLabel('Mobile number')).toHaveValue('9876543210');
  await expect(again.getByLabel('Grade 2', { exact: true })).toHaveValue('Class 11 half-yearly');
  await expect(again.getByLabel('Grade 3', { exact: true })).toHaveCount(0);
  await expect(again.getByRole('combobox', { name: 'Class or year' })).toHaveText('Class 11');
  await expect(again.getByRole('combobox', { name: 'Board' })).toHaveText('CBSE');
  await expect(again.getByRole('combobox', { name: 'Medium of study' })).toHaveText('Hindi');
});

test('the profile page and the dashboard work at 360 px and 1280 px with no serious accessibility violations', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const width of [360, 1280] as const) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
    const page = await context.newPage();
    await open(page, '/');
    const registered = await page.request.post('/api/register', { data: { email: uniqueEmail('axe'), password, role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH } });
    expect(registered.ok()).toBe(true);

    for (const route of ['/student/profile', '/student/dashboard']) {
      await open(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `test-results/screenshots/student-${width}${route.replace(/\//g, '_')}.png`, fullPage: true });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${route} @${width}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    }

    // Before any save the empty cards lead to the profile.
    await expect(page.getByRole('region', { name: 'Academic Details' }).getByRole('link', { name: 'Add academics' })).toBeVisible();

    // All three session tabs are on screen without scrolling.
    for (const name of ['Upcoming', 'Completed', 'Cancelled']) {
      const box = await page.getByRole('tab', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${name} at ${width}px`).toBeLessThanOrEqual(width);
    }

    // The dashboard's own Logout.
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  }
});

test('the profile page starts with an empty mobile, never the 9999999999 fallback', async ({ page }) => {
  await open(page, '/');
  const registered = await page.request.post('/api/register', { data: { email: uniqueEmail('fresh'), password, role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.ok()).toBe(true);
  await open(page, '/student/profile');
  const form = page.getByRole('form', { name: 'Your profile' });
  await expect(form.getByLabel('Mobile number')).toHaveValue('');
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByLabel('Grade 1', { exact: true })).toHaveValue('');
});
