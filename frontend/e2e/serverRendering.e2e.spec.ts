// The landing and content pages arrive rendered by the server: readable before (and without) JavaScript, taken over by the browser
// without being drawn again, personal to a signed-in visitor and never cached for another.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoAdmin } from './support/demoAdmin';
import { E2E_BASE_URL } from './support/e2eServer';
import { uniqueEmail, ADULT_DATE_OF_BIRTH } from './support/auth';
import { open } from './support/open';

const heroHeading = 'Find the path that fits you, with a counsellor beside you';
const sameOrigin = { Origin: E2E_BASE_URL };

async function packageNames(api: APIRequestContext): Promise<string[]> {
  return ((await (await api.get('/api/packages')).json()) as { name: string }[]).map((pkg) => pkg.name);
}

test('the landing page reads without JavaScript, with its title, description and packages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroHeading })).toBeVisible();
  await expect(page).toHaveTitle('Margdarshak · Career counselling for students');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Margdarshak · Career counselling for students');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Career counselling for students in India/);
  const packages = page.getByRole('region', { name: 'Packages' });
  for (const name of await packageNames(context.request)) await expect(packages.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await context.close();
});

const contentPages = ['/about', '/about/assessments', '/services', '/blog', '/blog/choosing-a-stream-after-class-10', '/contact', '/terms', '/privacy'];

test('the content pages read without JavaScript too, each with its own title', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const titles = new Set<string>();
  for (const path of contentPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const title = await page.title();
    expect(title).toMatch(/ · Margdarshak$/);
    titles.add(title);
  }
  expect(titles.size).toBe(contentPages.length);
  await context.close();
});

for (const path of ['/', '/blog/choosing-a-stream-after-class-10']) {
  test(`the browser takes ${path} over without drawing it again`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    // Hold the application's script until the server's heading has been marked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const navigation = page.goto(path);
    await page.waitForSelector('h1');
    await page.evaluate(() => Object.assign(window, { serverHeading: document.querySelector('h1') }));
    release();
    await navigation;
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });

    // Hydrated: the navbar's buttons work.
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { serverHeading: Element }).serverHeading === document.querySelector('h1'))).toBe(true);
    expect(problems).toEqual([]);
  });
}

test("a signed-in visitor's page names them, and no cache may keep it for anyone else", async ({ page, browser }) => {
  const email = uniqueEmail('ssr.student');
  const registered = await page.request.post('/api/register', { data: { email, password: 'ssr-secret-1', role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH }, headers: sameOrigin });
  expect(registered.status()).toBe(201);

  const response = await page.request.get('/');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(response.headers().vary).toMatch(/Cookie/);
  const html = await response.text();
  expect(html).toContain(email);
  expect(html).not.toContain('rel="preload" href="/api/session"');
  await open(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  const stranger = await browser.newContext();
  const strangerHtml = await (await stranger.request.get('/')).text();
  expect(strangerHtml).not.toContain(email);
  await stranger.close();
});

test("an admin's text cannot break out of the data the page carries", async ({ page, browser }) => {
  const signedIn = await page.request.post('/api/login', { data: demoAdmin, headers: sameOrigin });
  expect(signedIn.ok()).toBe(true);
  const description = 'Two sessions before the boards </script><script>window.injected = true</script>';
  const created = await page.request.post('/api/admin/packages', {
    data: { name: `Boards sprint ${Date.now().toString(36)}`, description, price: 1499, type: 'basic', features: ['A study plan'] },
    headers: sameOrigin,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const html = await (await visitor.request.get('/')).text();
    expect(html).not.toContain('<script>window.injected');
    await open(visitorPage, '/');
    await expect(visitorPage.getByText(description)).toBeVisible();
    expect(await visitorPage.evaluate(() => 'injected' in window)).toBe(false);
    await visitor.close();
  } finally {
    expect((await page.request.delete(`/api/admin/packages/${id}`, { headers: sameOrigin })).ok()).toBe(true);
  }
});

test('search engines get a robots.txt that keeps private areas out, and a sitemap of the public pages and profiles', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = await robots.text();
  for (const line of ['User-agent: *', 'Disallow: /admin', 'Disallow: /student/', 'Disallow: /counsellor/dashboard', 'Disallow: /api/', `Sitemap: ${E2E_BASE_URL}/sitemap.xml`])
    expect(rules).toContain(line);
  expect(rules).not.toContain('Disallow: /counsellor/detail');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of ['/', '/about', '/packages/advanced', '/counsellors', '/blog/choosing-a-stream-after-class-10', '/privacy']) expect(locations).toContain(`${E2E_BASE_URL}${path}`);
  const counsellors = (await (await request.get('/api/counsellors')).json()) as { id: string }[];
  expect(counsellors.length).toBeGreaterThan(0);
  for (const { id } of counsellors) expect(locations).toContain(`${E2E_BASE_URL}/counsellors/${id}`);
  expect(locations.some((location) => location?.includes('/admin'))).toBe(false);
});
