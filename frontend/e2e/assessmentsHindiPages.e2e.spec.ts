// Issue 28, item 6 in the browser: a Hindi choice made before signing up or in is kept on the account (so another
// browser opens the test page in Hindi without ?lang), a chosen account language is never overwritten by the browser's,
// and a Hindi test page and report page show no English sentence outside names, package names and test titles, with
// their Hindi marked lang="hi". Screenshots at 360 and 1280 px go to test-results/screenshots.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Package } from '@margdarshak/contracts/api/shapes';
import { testTitles, type TestType } from '@margdarshak/contracts/assessments/tests';
import { logInThroughDialog, signUpThroughDialog, uniqueEmail, ADULT_DATE_OF_BIRTH } from './support/auth';
import { firstFreeSlot } from './support/booking';
import { releasedHindiReport } from './support/hindiReport';
import { wordsBesideNames } from './support/devanagari';
import { open } from './support/open';
import { paidBooking, studentNamed, type Person } from './support/workspace';
import { screenshots } from './support/pageReading';

const counsellor = { name: 'Meera Iyer', email: 'meera.iyer@demo.margdarshak.in', password: 'counsellor-demo' };
const PASSWORD = 'student-secret-1';
const testTypes: TestType[] = ['riasec', 'bigfive', 'multiple_intelligences'];
/** Entrance exams keep their English names in Hindi ("JEE Main और Advanced"), as the PDF's check allows. */
const examNames = ['JEE Main', 'JEE Advanced', 'JEE', 'Advanced', 'NEET-UG', 'NEET', 'CUET-UG', 'CUET'];

const accountLanguage = async (request: APIRequestContext) => ((await (await request.get('/api/user')).json()) as { language?: string }).language;

async function counsellorId(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/login', { data: { email: counsellor.email, password: counsellor.password } });
  expect(signedIn.ok()).toBe(true);
  return ((await signedIn.json()) as { id: string }).id;
}

async function comprehensive(request: APIRequestContext): Promise<Package> {
  const found = ((await (await request.get('/api/packages')).json()) as Package[]).find((p) => p.type === 'comprehensive');
  if (!found) throw new Error('No comprehensive package seeded');
  return found;
}

/** The visible text of the page's main area, leaving out what is marked as English on purpose (the language switch's own names). */
const visibleText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang="en"], select, [aria-hidden="true"]')) continue;
      if (!element.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });

/**
 * The Latin-letter words of `text` outside `names`, acronyms aside: institutions, exams and subject combinations are
 * written as families search for them (IIT, NIT: docs/hindi-glossary.md), and an English sentence has lower-case words.
 */
const englishWords = (text: string, names: readonly string[]) => {
  const words = wordsBesideNames(text, names);
  return { devanagari: words.devanagari, other: words.other.filter((word) => !/^\(?[A-Z][A-Z0-9-]*[A-Z0-9]\)?[,.:;]?$/.test(word)) };
};

test('a visitor who chose Hindi on the free test signs up, and the account reads Hindi in another browser without ?lang', async ({ browser }) => {
  test.setTimeout(120_000);
  const desk = await browser.newContext();
  const deskId = await counsellorId(desk.request);
  await desk.close();

  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, '/discover?lang=hi');
  await expect(visitor.getByRole('heading', { level: 1, name: 'अपनी रुचियाँ खोजिए' })).toBeVisible();
  const email = uniqueEmail('hindi.signup');
  await signUpThroughDialog(visitor, email, PASSWORD);
  await expect.poll(() => accountLanguage(visitor.request)).toBe('hi');

  // The same account in a browser that never chose: the test page speaks Hindi from the account alone.
  const user = (await (await visitor.request.get('/api/user')).json()) as { id: string };
  const student: Person = { id: user.id, email, name: 'Ishaan Verma' };
  const profile = await visitor.request.put(`/api/students/${student.id}/profile`, {
    data: { name: student.name, mobile: '9876501234', schoolName: 'Kendriya Vidyalaya, Lucknow', age: 18, location: 'Lucknow', classLevel: 'class_12', board: 'cbse', medium: 'hindi' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const booking = await paidBooking(visitor.request, student, deskId, await comprehensive(visitor.request), (await firstFreeSlot(visitor, deskId)).date);
  const elsewhere = await (await browser.newContext()).newPage();
  expect((await elsewhere.request.post('/api/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await open(elsewhere, `/student/personality-test/${booking.id}?testType=riasec`);
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'हॉलैंड कोड टेस्ट' })).toBeVisible();
  await expect(elsewhere.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  expect(await elsewhere.evaluate(() => window.localStorage.getItem('assessment:language'))).toBeNull();
});

test('signing in on a Hindi browser carries Hindi to an account that never chose, and never overwrites a chosen English', async ({ browser }) => {
  test.setTimeout(90_000);
  const registered = async (language?: 'en') => {
    const context = await browser.newContext();
    const email = uniqueEmail('hindi.signin');
    expect((await context.request.post('/api/register', { data: { email, password: PASSWORD, role: 'student', dateOfBirth: ADULT_DATE_OF_BIRTH } })).ok()).toBe(true);
    if (language) expect((await context.request.put('/api/user/language', { data: { language } })).ok()).toBe(true);
    await context.close();
    return email;
  };
  const hindiBrowser = async (): Promise<{ page: Page; saves: string[] }> => {
    const page = await (await browser.newContext()).newPage();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/me/language')) saves.push(request.postData() ?? '');
    });
    await open(page, '/discover?lang=hi');
    await expect(page.getByRole('heading', { level: 1, name: 'अपनी रुचियाँ खोजिए' })).toBeVisible();
    // Signed in from another page: an address's own ?lang= is a choice of its own, saved as such (useLanguageChoice).
    await open(page, '/');
    return { page, saves };
  };

  const never = await hindiBrowser();
  await logInThroughDialog(never.page, await registered(), PASSWORD);
  await expect.poll(() => accountLanguage(never.page.request)).toBe('hi');
  expect(never.saves).toEqual([JSON.stringify({ language: 'hi' })]);

  const english = await hindiBrowser();
  await logInThroughDialog(english.page, await registered('en'), PASSWORD);
  await expect(english.page).toHaveURL(/\/student\//);
  await open(english.page, '/discover');
  // The account's English outranks the browser's Hindi, and nothing was saved over it.
  await expect(english.page.getByRole('heading', { level: 1, name: 'Discover your interests' })).toBeVisible();
  expect(await accountLanguage(english.page.request)).toBe('en');
  expect(english.saves).toEqual([]);
});

async function hindiStudentWithBooking(browser: Browser) {
  const desk = await browser.newContext();
  const deskId = await counsellorId(desk.request);
  const page = await (await browser.newContext()).newPage();
  await open(page, '/');
  const student = await studentNamed(page.request, 'Kavya Sharma');
  expect((await page.request.put('/api/user/language', { data: { language: 'hi' } })).ok()).toBe(true);
  const pkg = await comprehensive(page.request);
  const booking = await paidBooking(page.request, student, deskId, pkg, (await firstFreeSlot(page, deskId)).date);
  return { desk, page, student, pkg, booking };
}

test('a Hindi test page and the Hindi report page show no English sentence, and mark their Hindi', async ({ browser }) => {
  test.setTimeout(150_000);
  const { desk, page, student, pkg, booking } = await hindiStudentWithBooking(browser);
  const names = [student.name, ...student.name.split(' '), counsellor.name, ...counsellor.name.split(' '), pkg.name, ...Object.values(testTitles), ...examNames, 'PDF'];

  for (const testType of ['riasec', 'bigfive'] as const) {
    await open(page, `/student/personality-test/${booking.id}?testType=${testType}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(testType === 'riasec' ? 'हॉलैंड कोड टेस्ट' : 'बिग फ़ाइव (व्यक्तित्व) टेस्ट');
    await expect(page.getByRole('radiogroup').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'hi');
    const words = englishWords(await visibleText(page), names);
    expect(words.devanagari.length).toBeGreaterThan(100);
    expect(words.other, `${testType} test page`).toEqual([]);
    await screenshots(page, `hindi-pages-test-${testType}`);
  }

  const { reportId, report } = await releasedHindiReport(page.request, desk.request, booking.id, testTypes);
  await desk.close();
  const institutions = (report.results.riasec?.profile?.career_clusters ?? []).flatMap((cluster) => cluster.examples);

  // No ?lang: the account's Hindi.
  await open(page, `/student/report/${reportId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('करियर आकलन रिपोर्ट');
  await expect(heading.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'पीडीएफ़ डाउनलोड कीजिए: करियर आकलन रिपोर्ट' })).toBeVisible();
  // The session's date as the Hindi PDF writes it: a Hindi month, Latin digits.
  await expect(page.locator('dd').first()).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे$/u);
  const words = englishWords(await visibleText(page), [...names, ...institutions]);
  expect(words.devanagari.length).toBeGreaterThan(500);
  expect(words.other, 'report page').toEqual([]);
  await screenshots(page, 'hindi-pages-report');
});
