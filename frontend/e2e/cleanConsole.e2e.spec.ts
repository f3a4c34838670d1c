// No page logs an error or a warning in a normal visit (issue 30, item 8): the public pages signed out, and each
// dashboard and its pages signed in as the people who use them. A failed request counts too (Chromium logs it as an
// error), as does an uncaught exception. Each page is opened fresh, as a visitor arriving on it would.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { consentingFamily } from './support/family';
import { demoAdmin } from './support/demoAdmin';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD, type Person } from './support/workspace';

const firstBookableDate = () => upcomingDates(new Date()).find((d) => !d.refusal)?.date ?? '';

/** Everything the console says above 'info', and every uncaught exception, while `visit` runs. */
async function consoleDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const said: string[] = [];
  const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  };
  const onError = (error: Error) => said.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await visit();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return said;
}

/** Opens `path` and waits until `ready` shows and no request is left unanswered. */
async function visit(page: Page, path: string, ready: () => Promise<void>) {
  await open(page, path);
  await ready();
  await page.waitForLoadState('networkidle');
}

const heading = (page: Page) => () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

async function expectQuiet(page: Page, paths: string[], ready: (page: Page, path: string) => () => Promise<void> = heading) {
  const heard: Record<string, string[]> = {};
  for (const path of paths) {
    const said = await consoleDuring(page, () => visit(page, path, ready(page, path)));
    if (said.length > 0) heard[path] = said;
  }
  expect(heard).toEqual({});
}

async function signedIn(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const answer = await page.request.post('/api/login', { data: credentials });
  expect(answer.ok(), await answer.text()).toBe(true);
  return page;
}

let counsellor: Person;
let student: Person;
let bookingId: string;
let packageId: string;

test.beforeAll(async ({ browser }) => {
  const setup = await browser.newContext();
  const admin = await browser.newContext();
  const suffix = Date.now().toString(36);
  counsellor = await approvedCounsellor(setup.request, admin.request, `Nandini Rao ${suffix}`);
  const studentSetup = await browser.newContext();
  student = await studentNamed(studentSetup.request, `Arjun Nair ${suffix}`);
  const pkg = await advancedPackage(studentSetup.request);
  packageId = pkg.id;
  bookingId = (await paidBooking(studentSetup.request, student, counsellor.id, pkg, firstBookableDate())).id;
  await Promise.all([setup.close(), admin.close(), studentSetup.close()]);
});

test('the public pages, signed out', async ({ page }) => {
  test.setTimeout(180_000);
  await expectQuiet(page, [
    '/',
    '/packages',
    '/packages/advanced',
    '/counsellors',
    `/counsellors/${counsellor.id}`,
    `/counsellor/detail/${counsellor.id}`,
    '/services',
    '/about',
    '/about/assessments',
    '/discover',
    '/contact',
    '/blog',
    '/blog/choosing-a-stream-after-class-10',
    '/terms',
    '/privacy',
    '/auth',
    `/booking/${counsellor.id}/${packageId}`,
  ]);
  // The back office's sign-in page asks who is signed in too.
  await expectQuiet(page, ['/admin'], (p) => () => expect(p.getByRole('button', { name: 'Login', exact: true })).toBeVisible());
});

test("a student's pages", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, { email: student.email, password: WORKSPACE_PASSWORD });
  await expectQuiet(page, ['/student/dashboard', '/student/profile', `/student/session/${bookingId}`, '/counsellors', '/packages']);
  await page.context().close();
});

test("a counsellor's pages", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, { email: counsellor.email, password: WORKSPACE_PASSWORD });
  await expectQuiet(page, ['/counsellor/dashboard', '/counsellor/profile', '/counsellor/availability', '/counsellor/earnings', `/counsellor/session/${bookingId}`]);
  await page.context().close();
});

test("a parent's dashboard", async ({ browser }) => {
  test.setTimeout(120_000);
  const childContext = await browser.newContext();
  const parentContext = await browser.newContext();
  await consentingFamily(childContext.request, parentContext.request, `Ira Menon ${Date.now().toString(36)}`, WORKSPACE_PASSWORD);
  await childContext.close();
  const page = await parentContext.newPage();
  await expectQuiet(page, ['/parent/dashboard']);
  await parentContext.close();
});

test("the admin's back office", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, demoAdmin);
  const title = (p: Page) => () => expect(p.locator('#react-admin-title, [class*="RaAppBar"]').first()).toBeVisible();
  await expectQuiet(page, ['/admin/dashboard', '/admin/bookings', '/admin/counsellors', '/admin/users', '/admin/reviews'], title);
  await page.context().close();
});
