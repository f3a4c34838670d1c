// Issue 32, item 8: signed-in pages hold the space of what they will show, and every page, the back office included,
// fits a 320 px screen without sideways scrolling (WCAG 1.4.10). Screenshots at 320 and 1280 px go to
// test-results/screenshots/signed-in/.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { firstFreeSlot } from './support/booking';
import { chunkUrl, watchChunk } from './support/chunks';
import { E2E_BASE_URL } from './support/e2eServer';
import { consentingFamily } from './support/family';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed } from './support/workspace';

const adminPages = [
  '/admin',
  '/admin/users',
  '/admin/counsellors',
  '/admin/bookings',
  '/admin/packages',
  '/admin/coupons',
  '/admin/messages',
  '/admin/conversations',
  '/admin/auditors',
  '/admin/reviews',
  '/admin/payouts',
  '/admin/invoices',
  '/admin/audit',
  '/admin/audit/reconciliation',
];

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The elements reaching past the page's right edge, named so that a failure says what to fix: first those wider than
 * their own parent (the cause), then the innermost of the rest (what the cause pushed out).
 */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const right = (element: Element) => element.getBoundingClientRect().right;
    const past = [...document.querySelectorAll('body *')].filter((element) => right(element) > edge + 0.5);
    const causes = past.filter((element) => element.parentElement && right(element) > right(element.parentElement) + 0.5);
    const innermost = past.filter((element) => !causes.includes(element) && !past.some((other) => other !== element && element.contains(other)));
    return [...causes, ...innermost]
      .slice(0, 6)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].filter((name) => !name.startsWith('css-')).join('.')} "${(element.textContent ?? '').slice(0, 60)}" right ${Math.round(element.getBoundingClientRect().right)}`,
      );
  });

async function fitsAndLooks(page: Page, path: string, width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: width < 400 ? 740 : 900 });
  await open(page, path);
  // The back office's lists name themselves in the app bar, not with a first-level heading: wait for the page's main area.
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const overflow = await sidewaysOverflow(page);
  expect(overflow, `${path} at ${width} px: ${overflow > 0 ? (await pastTheEdge(page)).join('; ') : ''}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screenshots/signed-in/${name}-${width}.png`, fullPage: true });
}

/** Holds every answer whose URL matches until `release` is called: the page is seen as it is while its data loads. */
async function holdAnswers(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Goes to a dashboard from the landing page as a link in the app does (a navigation of the browser's router), with its
 * page's chunk held back, and waits for its first screen's data to be asked for meanwhile: the data comes in parallel
 * with the code, not after it. Then lets the code through. (Opened directly, a dashboard arrives drawn with its data.)
 */
async function navigateWithCodeHeld(page: Page, path: string, chunk: string, firstData: RegExp): Promise<void> {
  await open(page, '/');
  const releaseCode = await holdAnswers(page, chunkUrl(chunk));
  const asked = page.waitForRequest(firstData);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await asked;
  releaseCode();
}

/**
 * Opens a dashboard with every script held back and expects `shown` on the first screen: the server drew it with the
 * visitor's data (docs/decisions/0152). Once the scripts run, the page asks the API for none of what it drew.
 */
async function drawnByTheServer(page: Page, path: string, shown: Locator, drawnFrom: RegExp): Promise<void> {
  const scripts = /\/assets\/[\w-]+\.js$/;
  const releaseScripts = await holdAnswers(page, scripts);
  const asked: string[] = [];
  const noteRead = (request: Request) => {
    if (drawnFrom.test(request.url())) asked.push(request.url());
  };
  page.on('request', noteRead);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(shown).toBeInViewport();
  expect(await footerTop(page)).toBeGreaterThanOrEqual(0);
  releaseScripts();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.unroute(scripts);
  page.off('request', noteRead);
  expect(asked).toEqual([]);
}

/** How far below the first screen the element starts (negative: it is on it). */
const belowFirstScreen = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().top - window.innerHeight);
const footerTop = (page: Page) => belowFirstScreen(page.getByRole('contentinfo'));

test('every back-office page fits 320 px without sideways scrolling', async ({ page, playwright }) => {
  test.setTimeout(180_000);
  // A paid booking, so the lists, the overview and the Audit section show long names and ids (a booking's history too).
  const counsellorApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const studentApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellor = await approvedCounsellor(counsellorApi, page.request, `Anirudh Venkataraman ${Date.now().toString(36)}`);
  const student = await studentNamed(studentApi, 'Saraswati Krishnamoorthy-Ramachandran');
  const { date } = await firstFreeSlot(page, counsellor.id);
  const booking = await paidBooking(studentApi, student, counsellor.id, await advancedPackage(studentApi), date);
  await Promise.all([counsellorApi.dispose(), studentApi.dispose()]);
  // And an auditor with a long address: in a table cell it widened the Staff page past 320 px.
  const auditor = { email: `an.auditor.with.a.long.address.${Date.now().toString(36)}@chartered-accountants.example.in`, password: 'auditor-secret-1' };
  expect((await page.request.post('/api/admin/auditors', { data: auditor })).status()).toBe(201);
  for (const path of [...adminPages, `/admin/audit/bookings/${booking.id}`]) {
    const name = path.slice(1).replaceAll('/', '_').replace(booking.id, 'history');
    await fitsAndLooks(page, path, 320, name);
    if (path === '/admin' || path === '/admin/audit') await fitsAndLooks(page, path, 1280, name);
  }
  // Which events a page of the log shows depends on what came before; the longest event type the contracts define is
  // written into a cause's button and a type chip of the log (the demo data's first events have causes), so the widest
  // row is tried whatever the log holds.
  await open(page, '/admin/audit');
  const { types } = (await (await page.request.get('/api/audit/event-types')).json()) as { types: string[] };
  const longest = types.reduce((a, b) => (b.length > a.length ? b : a));
  const event = page
    .getByTestId('audit-event')
    .filter({ has: page.getByRole('button', { name: /^Caused by/ }) })
    .first();
  await event.getByRole('button', { name: /^Caused by/ }).evaluate((button, type) => {
    button.textContent = `Caused by: ${type}`;
  }, longest);
  await event
    .locator('.MuiChip-label')
    .first()
    .evaluate((chip, type) => {
      chip.textContent = type;
    }, longest);
  const overflow = await sidewaysOverflow(page);
  expect(overflow, `${longest} in the log at 320 px: ${overflow > 0 ? (await pastTheEdge(page)).join('; ') : ''}`).toBeLessThanOrEqual(0);
});

test('the student’s dashboard arrives drawn with their data, asks for it beside its code on a navigation, keeps the footer out of the first screen while it loads, and fits 320 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await studentNamed(page.request, 'Meera Iyer');
  await page.setViewportSize({ width: 360, height: 740 });
  await drawnByTheServer(page, '/student/dashboard', page.getByText('Meera Iyer').first(), /\/api\/(me\/consent|students\/[^/]+\/(profile|bookings))/);
  const release = await holdAnswers(page, /\/api\/(me\/consent|students\/[^/]+\/(profile|bookings))/);
  await navigateWithCodeHeld(page, '/student/dashboard', 'StudentDashboardPage', /\/api\/students\/[^/]+\/profile$/);
  // Whether the student may go on (their age and consent) is asked first: the page shows its placeholder meanwhile.
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  expect(await footerTop(page)).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/signed-in/student-dashboard-loading-360.png' });
  release();
  await expect(page.getByText('Meera Iyer').first()).toBeVisible();
  for (const [path, name] of [
    ['/student/dashboard', 'student-dashboard'],
    ['/student/profile', 'student-profile'],
  ] as const)
    for (const width of [320, 1280]) await fitsAndLooks(page, path, width, name);
});

test('the counsellor’s dashboard arrives greeting them by name, asks for its data beside its code on a navigation, its greeting never shows the e-mail address before the name, and the workspace fits 320 px', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellor = await approvedCounsellor(page.request, adminApi, `Farah Qureshi ${Date.now().toString(36)}`);
  await adminApi.dispose();
  await page.setViewportSize({ width: 360, height: 740 });
  const heading = page.getByRole('heading', { level: 1 });
  await drawnByTheServer(page, '/counsellor/dashboard', heading.filter({ hasText: `Welcome back, ${counsellor.name}` }), /\/api\/counsellors?\/[^/]+\/(profile|stats)$/);
  const release = await holdAnswers(page, /\/api\/counsellor\/[^/]+\/profile$/);
  await navigateWithCodeHeld(page, '/counsellor/dashboard', 'CounsellorDashboardPage', /\/api\/counsellor\/[^/]+\/profile$/);
  await expect(heading).toHaveText('Welcome back');
  await expect(heading).not.toContainText(counsellor.email);
  expect(await footerTop(page)).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/signed-in/counsellor-dashboard-loading-360.png' });
  release();
  await expect(heading).toHaveText(`Welcome back, ${counsellor.name}`);
  for (const [path, name] of [
    ['/counsellor/dashboard', 'counsellor-dashboard'],
    ['/counsellor/availability', 'counsellor-availability'],
    ['/counsellor/earnings', 'counsellor-earnings'],
    ['/counsellor/profile', 'counsellor-profile'],
  ] as const)
    for (const width of [320, 1280]) await fitsAndLooks(page, path, width, name);
});

test('the parent’s dashboard arrives drawn with their children, asks for its data beside its code on a navigation, keeps the footer out of the first screen while its data loads, and fits 320 px', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const childApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await open(page, '/');
  await consentingFamily(childApi, page.request, 'Kabir Sethi', 'family-secret-32');
  await childApi.dispose();
  await page.setViewportSize({ width: 360, height: 740 });
  await drawnByTheServer(page, '/parent/dashboard', page.getByText('Kabir Sethi').first(), /\/api\/parent\/children$/);
  const release = await holdAnswers(page, /\/api\/parent\/children$/);
  await navigateWithCodeHeld(page, '/parent/dashboard', 'ParentDashboardPage', /\/api\/parent\/children$/);
  await expect(page.getByRole('status', { name: 'Loading your children' })).toBeVisible();
  // The card below the children waits out of the first screen, as it will stay once they have loaded.
  expect(await belowFirstScreen(page.getByRole('heading', { name: 'Your data' }))).toBeGreaterThanOrEqual(0);
  expect(await footerTop(page)).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/signed-in/parent-dashboard-loading-360.png' });
  release();
  await expect(page.getByText('Kabir Sethi').first()).toBeVisible();
  for (const width of [320, 1280]) await fitsAndLooks(page, '/parent/dashboard', width, 'parent-dashboard');
});

test('the student’s and the counsellor’s dashboards load without the forms chunk and in few scripts, and a dialog opened first holds its place until its code arrives', async ({
  page,
  playwright,
  browser,
}) => {
  test.setTimeout(90_000);
  const counsellorApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellor = await approvedCounsellor(counsellorApi, adminApi, `Kavya Menon ${Date.now().toString(36)}`);
  await adminApi.dispose();
  const student = await studentNamed(page.request, 'Arjun Pillai');
  const { date } = await firstFreeSlot(page, counsellor.id);
  await paidBooking(page.request, student, counsellor.id, await advancedPackage(page.request), date);
  // The dialogs' and text fields' libraries (docs/decisions/0152): asked for by neither dashboard until a dialog opens.
  // The signed-in pages’ own shared code comes in one chunk (0167): 48 scripts for the student’s dashboard before, each
  // a `<link rel="modulepreload">` put in the page on a slow phone's main thread.
  const loadsForms = async (visitor: Page, path: string) => {
    const forms = watchChunk(visitor, 'forms');
    const scripts = new Set<string>();
    const noteScript = (request: Request) => {
      if (/\/assets\/[\w-]+\.js$/.test(request.url())) scripts.add(request.url());
    };
    visitor.on('request', noteScript);
    await open(visitor, path);
    await visitor.waitForLoadState('networkidle');
    forms.stop();
    visitor.off('request', noteScript);
    expect(scripts.size, `${path} asked for ${[...scripts].map((url) => url.replace(/.*\/assets\//, '')).join(', ')}`).toBeLessThanOrEqual(35);
    return forms.asked();
  };
  expect(await loadsForms(page, '/student/dashboard')).toBe(false);
  // On a slow phone the dialog's code takes a while: a placeholder of the dialog's size shows at once meanwhile.
  const releaseDialog = await holdAnswers(page, chunkUrl('SessionDialogs'));
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const placeholder = page.getByRole('progressbar', { name: 'Loading' });
  await expect(placeholder).toBeVisible();
  expect((await placeholder.locator('> div').boundingBox())?.height).toBeGreaterThanOrEqual(200);
  releaseDialog();
  await expect(page.getByRole('dialog', { name: 'Cancel this session?' })).toBeVisible();
  await expect(placeholder).toHaveCount(0);

  const counsellorContext = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: await counsellorApi.storageState() });
  await counsellorApi.dispose();
  expect(await loadsForms(await counsellorContext.newPage(), '/counsellor/dashboard')).toBe(false);
  await counsellorContext.close();
});
