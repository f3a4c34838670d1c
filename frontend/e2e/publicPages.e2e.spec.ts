// Every public page at a phone's width and a laptop's, screenshotted and checked with axe: no serious or critical
// accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { watchChunk } from './support/chunks';
import { open } from './support/open';

const widths = [360, 1280] as const;

async function publicRoutes(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const api = context.request;
  const counsellors = (await (await api.get('/api/counsellors?packageType=advanced')).json()) as { id: string }[];
  const packages = (await (await api.get('/api/packages')).json()) as { id: string; type: string }[];
  await context.close();
  const counsellor = counsellors[0]?.id ?? '';
  const advanced = packages.find((p) => p.type === 'advanced')?.id ?? '';
  return [
    '/',
    '/about',
    '/about/assessments',
    '/services',
    '/packages',
    '/packages/advanced',
    '/counsellors',
    `/counsellor/detail/${counsellor}`,
    `/booking/${counsellor}/${advanced}`,
    '/booking-summary/x/y',
    '/discover',
    '/blog',
    '/blog/choosing-a-stream-after-class-10',
    '/contact',
    '/terms',
    '/privacy',
    '/no-such-page',
  ];
}

test('every public page works at 360 px and 1280 px with no serious accessibility violations', async ({ browser }) => {
  test.setTimeout(180_000);
  const routes = await publicRoutes(browser);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
    const page = await context.newPage();
    // The signed-in pages' own code (docs/decisions/0167) is never asked for by a visitor's pages or the sign-in dialog.
    const signedInCode = watchChunk(page, 'signedIn');
    for (const route of routes) {
      await open(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The page itself never scrolls sideways at 360 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `test-results/screenshots/${width}${route === '/' ? '_home' : route.replace(/\//g, '_')}.png`, fullPage: true });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${route} @${width}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      const title = await page.title();
      expect(title, route).toMatch(/Margdarshak/);
    }
    if (width === 1280) {
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    signedInCode.stop();
    expect(signedInCode.asked()).toBe(false);
    await context.close();
  }
});

test('the menu collapses on a phone and opens to every link', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await open(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: 'About' }).first()).toBeVisible();
  await context.close();
});

test('the blog loads three more articles, then hides the button', async ({ page }) => {
  await open(page, '/blog');
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'Load More Articles' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
  await open(page, '/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
});

test('the technical note on the assessments is linked from the About page and says what the scores do not mean', async ({ page }) => {
  await open(page, '/about');
  await page.getByRole('link', { name: 'how our assessments work' }).click();
  await expect(page).toHaveURL(/\/about\/assessments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How our assessments work' })).toBeVisible();
  for (const heading of [
    'The Holland interest inventory (RIASEC)',
    'The Multiple Intelligences questionnaire',
    'The Big Five personality inventory',
    'How reliable are the scores?',
    'What we have not yet validated',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('Interests are not abilities.', { exact: false })).toBeVisible();
  await expect(page.getByText(/no Indian norms yet/).first()).toBeVisible();
  await expect(page.getByText(/Believe in an eye for an eye/).first()).toBeVisible();
  expect(await page.title()).toBe('How our assessments work · Margdarshak');
  const response = await page.request.get('/about/assessments');
  expect(response.status()).toBe(200);
  // Rendered on the server: the note reads before any script runs.
  expect(await response.text()).toContain('What we have not yet validated');
});
