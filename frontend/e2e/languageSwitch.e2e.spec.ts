// The site in Hindi (issue 33), as far as it is written: the landing page and the frame around every public page. A
// visitor switches language in the navbar or the footer; /hi arrives drawn in Hindi with its words; a signed-in family's
// choice is saved on the account.
import { expect, test, type Page } from '@playwright/test';
import { ADULT_DATE_OF_BIRTH, toast, uniqueEmail } from './support/auth';
import { watchChunk } from './support/chunks';
import { wordsBesideNames } from './support/devanagari';
import { open } from './support/open';
import { lastMailTo } from './support/outbox';
import { pageWords, seriousViolations } from './support/pageReading';

const englishHeading = 'Find the path that fits you, with a counsellor beside you';
const hindiHeading = 'अपने लिए सही राह ढूँढिए, काउंसलर के साथ मिलकर';
const hindiTitle = 'Margdarshak · विद्यार्थियों के लिए करियर काउंसलिंग';

/** The switch names the other language in that language; its title says what it does in the page's. */
const switchTo = (page: Page, where: 'banner' | 'contentinfo', language: 'हिन्दी' | 'English') => page.getByRole(where).getByRole('link', { name: language, exact: true });

test('a visitor reads the landing page in Hindi from the navbar, and comes back to English from the footer', async ({ page }) => {
  await open(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(switchTo(page, 'banner', 'हिन्दी')).toHaveAttribute('title', 'Read this page in Hindi');
  await expect(switchTo(page, 'banner', 'हिन्दी').locator('[lang="hi"]')).toHaveText('हिन्दी');
  await switchTo(page, 'banner', 'हिन्दी').click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiHeading);
  await expect(page).toHaveTitle(hindiTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'मुख्य मेन्यू' });
  // Every link of the frame leads to the page's Hindi twin.
  await expect(menu.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
  await expect(menu.getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/hi/about');
  await expect(menu.getByRole('link', { name: 'संपर्क' })).toHaveAttribute('href', '/hi/contact');
  await expect(menu.getByRole('link', { name: 'मुफ़्त टेस्ट' })).toHaveAttribute('href', '/hi/discover');

  await switchTo(page, 'contentinfo', 'English').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading);
  await expect(page).toHaveTitle('Margdarshak · Career counselling for students');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test('/hi arrives drawn in Hindi with its words: the browser asks for none of them and draws nothing again', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const hindiWords = watchChunk(page, 'hi-landing');
  await open(page, '/hi');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(hindiHeading);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', /\/hi$/);
  // The app has taken over: the switch works without a full page load.
  await switchTo(page, 'banner', 'English').click();
  await expect(heading).toHaveText(englishHeading);
  expect(hindiWords.asked()).toBe(false);
  expect(problems).toEqual([]);
});

test('the Hindi landing page says its own words in Hindi, fits 320 px and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await open(page, '/hi');
  await page.getByRole('button', { name: 'मेन्यू खोलिए' }).click();
  // The page's words: the frame, the promise, the packages (the admin's Hindi words for the demo's three), how it works,
  // and below the fold the families' stories and the questions parents ask. The counsellors' cards show what each
  // counsellor wrote about themselves.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const own = [
    page.getByRole('banner'),
    page.locator('main > :first-child'),
    page.getByRole('region', { name: 'पैकेज' }),
    page.getByRole('region', { name: 'यह कैसे काम करता है' }),
    page.getByRole('region', { name: 'कामयाबी की कहानियाँ' }),
    page.getByRole('region', { name: 'माता-पिता के सवाल' }),
    page.getByRole('contentinfo'),
  ];
  // Names and what families search for in Latin letters (docs/hindi-glossary.md): the brand, the other language's name,
  // the social networks, a school's own name, the entrance exams, the interest test's name.
  const names = ['Margdarshak', 'English', 'Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'St. Mary’s High School', 'JEE', 'NATA', 'RIASEC'];
  for (const region of own) {
    await expect(region).toBeVisible();
    // As laid out (innerText): the words of neighbouring elements stay apart, so an English one cannot hide in a Hindi one.
    // biome-ignore lint/performance/useDomNodeTextContent: textContent runs neighbours' words together
    const words = wordsBesideNames(await region.innerText(), names);
    expect(words.other).toEqual([]);
    expect(words.devanagari.length).toBeGreaterThan(0);
  }
  // The counsellors' cards: what each counsellor wrote stays theirs; the card's own words are Hindi.
  const counsellors = page.getByRole('region', { name: 'हमारे टॉप काउंसलर' });
  await expect(counsellors.getByRole('link', { name: 'प्रोफ़ाइल देखिए' }).first()).toBeVisible();
  await expect(counsellors.getByRole('link', { name: 'सभी काउंसलर देखिए' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a signed-in student's switch to Hindi is saved on their account", async ({ page }) => {
  const email = uniqueEmail('switch');
  const registered = await page.request.post('/api/register', { data: { email, password: 'secret-123', role: 'student', name: 'Asha Verma', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.status()).toBe(201);
  await open(page, '/');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/language') && response.request().method() === 'PUT');
  await switchTo(page, 'banner', 'हिन्दी').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiHeading);
  expect(((await (await page.request.get('/api/user')).json()) as { language?: string }).language).toBe('hi');
});

test("a student's own pages follow the account's language, and their switch saves the choice and redraws the page in place", async ({ page }) => {
  const email = uniqueEmail('family-switch');
  const registered = await page.request.post('/api/register', { data: { email, password: 'secret-123', role: 'student', name: 'Asha Verma', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.status()).toBe(201);
  await open(page, '/student/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  // The switch is a button here: the address stays, the account takes the choice, and the page redraws in Hindi.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/language') && response.request().method() === 'PUT');
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('विद्यार्थी डैशबोर्ड');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner').getByRole('button', { name: 'लॉग आउट' })).toBeVisible();

  // The server draws the dashboard in the account's language, with the Hindi words it is drawn with.
  const drawn = await (await page.request.get('/student/dashboard', { headers: { accept: 'text/html' } })).text();
  expect(drawn).toContain('<html lang="hi"');
  expect(drawn).toContain('विद्यार्थी डैशबोर्ड');

  // Another visit reads the account: Hindi without asking; the footer's switch brings English back.
  await open(page, '/student/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('contentinfo').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect.poll(async () => ((await (await page.request.get('/api/user')).json()) as { language?: string }).language).toBe('en');
});

test('the free test reads in Hindi at /hi/discover, reached from the Hindi navbar: its frame, its words and its items', async ({ page }) => {
  await open(page, '/hi');
  await page.getByRole('banner').getByRole('link', { name: 'मुफ़्त टेस्ट' }).click();
  await expect(page).toHaveURL(/\/hi\/discover$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपनी रुचियाँ खोजिए');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('button', { name: 'टेस्ट शुरू कीजिए' }).click();
  await expect(page.getByText(/^63 में से 0 के जवाब दिए$/)).toBeVisible();
  expect((await pageWords(page, 'main', ['Margdarshak', 'RIASEC'])).other).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the services page reads in Hindi at /hi/services, with its words carried in the page, and switches back', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const asked: string[] = [];
  page.on('request', (request) => /\/assets\/hi(\.json)?-[\w-]+\.js$/.test(request.url()) && asked.push(request.url()));
  await open(page, '/services');
  await switchTo(page, 'banner', 'हिन्दी').click();
  await expect(page).toHaveURL(/\/hi\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी सेवाएँ');
  await expect(page).toHaveTitle('सेवाएँ · Margdarshak');
  // Opened directly, the page arrives with its Hindi words: the browser asks for none of them.
  asked.length = 0;
  await open(page, '/hi/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी सेवाएँ');
  // biome-ignore lint/performance/useDomNodeTextContent: as laid out, so neighbouring elements' words stay apart
  const words = wordsBesideNames(await page.locator('main').innerText(), ['Margdarshak', 'RIASEC']);
  expect(words.other).toEqual([]);
  expect(asked).toEqual([]);
  await switchTo(page, 'contentinfo', 'English').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our services');
  expect(problems).toEqual([]);
});

test('an address under /hi that is no page answers 404 with the not-found page in Hindi; in English it is unchanged', async ({ page }) => {
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: यह पेज नहीं मिला');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'होम पेज पर जाइए' })).toHaveAttribute('href', '/hi');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the about page reads in Hindi at /hi/about, its own words in Hindi', async ({ page }) => {
  await open(page, '/hi/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Margdarshak के बारे में');
  await expect(page.getByRole('heading', { name: 'सुनीता राव' })).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: as laid out, so neighbouring elements' words stay apart
  const words = wordsBesideNames(await page.locator('main').innerText(), ['Margdarshak', 'RIASEC']);
  expect(words.other).toEqual([]);
  await expect(page.getByRole('link', { name: 'हमारे टेस्ट कैसे काम करते हैं' })).toHaveAttribute('href', '/hi/about/assessments');
});

test("a family browses in Hindi from the landing page: the packages, a package's counsellors and a profile, at 320 px, with axe", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const names = ['Margdarshak', 'RIASEC'];
  const check = async (heading: string | RegExp) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The counsellors' names are theirs, and what each wrote about themselves is marked as English.
    const counsellorNames = await page.locator('main article h3, main h1').allInnerTexts();
    expect((await pageWords(page, 'main', [...names, ...counsellorNames])).other).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousViolations(page)).toEqual([]);
  };

  await open(page, '/hi');
  await page.getByRole('link', { name: 'काउंसलर से सेशन बुक कीजिए' }).click();
  await expect(page).toHaveURL(/\/hi\/packages$/);
  await expect(page.getByRole('heading', { name: 'बेसिक', level: 2 })).toBeVisible();
  await check('अपने अगले क़दम के लिए सही मार्गदर्शन चुनिए');

  await page.getByRole('link', { name: 'पैकेज चुनिए: बेसिक' }).click();
  await expect(page).toHaveURL(/\/hi\/packages\/basic$/);
  await expect(page.getByRole('status')).toHaveText(/\d+ काउंसलर उपलब्ध/);
  await check('बेसिक पैकेज के लिए काउंसलर खोजिए');
  await expect(page).toHaveTitle('बेसिक पैकेज के काउंसलर · Margdarshak');

  await open(page, '/hi/counsellors');
  await expect(page.getByRole('link', { name: 'प्रोफ़ाइल देखिए' }).first()).toBeVisible();
  await check('हमारे काउंसलर');
  await page.getByRole('link', { name: 'प्रोफ़ाइल देखिए' }).first().click();
  await expect(page).toHaveURL(/\/hi\/counsellor\/detail\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'उपलब्ध पैकेज' })).toBeVisible();
  await check(/\S/);

  // The same profile in English is unchanged, and the switch leads to it.
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Packages offered' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(problems).toEqual([]);
});

test('the contact page reads in Hindi, and its toast for a missing field is Hindi', async ({ page }) => {
  await open(page, '/hi/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमसे संपर्क कीजिए');
  expect((await pageWords(page, 'main', ['Margdarshak'])).other).toEqual([]);
  await page.getByRole('button', { name: 'संदेश भेजिए' }).click();
  await expect(page.getByText('जानकारी अधूरी है')).toBeVisible();
  await open(page, '/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Missing information')).toBeVisible();
});

test('signing in and up from a Hindi page: the dialogs, their field errors and the API’s refusals in Hindi, and logging out back to /hi', async ({ page }) => {
  const email = uniqueEmail('hindi-dialogs');
  const registered = await page.request.post('/api/register', { data: { email, password: 'secret-123', role: 'student', name: 'Asha Verma', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies();

  await open(page, '/hi');
  await page.getByRole('banner').getByRole('button', { name: 'लॉग इन', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'फिर से स्वागत है' });
  // Found by the browser with the API's own rules, said in the page's words.
  await login.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(login.getByText('कृपया सही ई-मेल पता लिखिए')).toBeVisible();
  expect((await pageWords(page, '[role="dialog"]', ['Margdarshak', 'Google', 'Facebook'])).other).toEqual([]);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  // Refused by the server, which answers in the language the page asked for.
  await login.getByLabel('ई-मेल').fill(email);
  await login.getByLabel('पासवर्ड', { exact: true }).fill('wrong-password');
  await login.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(toast(page, 'लॉग इन नहीं हो सका')).toContainText('ई-मेल या पासवर्ड सही नहीं है');

  await login.getByRole('button', { name: 'साइन अप कीजिए' }).click();
  const signUp = page.getByRole('dialog', { name: 'विद्यार्थी के रूप में अपना खाता बनाइए' });
  await signUp.getByLabel('जन्मतिथि').fill('2011-03-04');
  await expect(signUp.getByLabel('माता-पिता या गार्जियन का ई-मेल')).toBeVisible();
  await signUp.getByRole('button', { name: 'साइन अप कीजिए', exact: true }).click();
  await expect(signUp.getByText('कृपया अपना नाम लिखिए')).toBeVisible();
  await expect(signUp.getByText('आगे बढ़ने के लिए नियम व शर्तें स्वीकार कीजिए')).toBeVisible();
  expect((await pageWords(page, '[role="dialog"]', ['Margdarshak'])).other).toEqual([]);
  await signUp.getByRole('button', { name: 'बंद कीजिए' }).click();

  // Signed in, a family's logout on a Hindi page says so in Hindi and stays in Hindi.
  await page.getByRole('banner').getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await login.getByLabel('ई-मेल').fill(email);
  await login.getByLabel('पासवर्ड', { exact: true }).fill('secret-123');
  await login.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(toast(page, 'लॉग इन हो गया')).toBeVisible();
  await open(page, '/hi/about');
  await page.getByRole('banner').getByRole('button', { name: 'लॉग आउट' }).click();
  await expect(toast(page, 'लॉग आउट हो गया')).toBeVisible();
  await expect(page).toHaveURL(/\/hi$/);
});

test('a student who reads Hindi resets a forgotten password in Hindi: the dialog, the mail and the new-password page', async ({ page }) => {
  const email = uniqueEmail('hindi-reset');
  // Signed up on a Hindi page (the request says so): the account reads Hindi.
  const registered = await page.request.post('/api/register', {
    data: { email, password: 'secret-123', role: 'student', name: 'Asha Verma', dateOfBirth: ADULT_DATE_OF_BIRTH },
    headers: { 'Accept-Language': 'hi' },
  });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies();

  await open(page, '/hi');
  await page.getByRole('banner').getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await page.getByRole('dialog', { name: 'फिर से स्वागत है' }).getByRole('button', { name: 'पासवर्ड याद नहीं?' }).click();
  const forgot = page.getByRole('dialog', { name: 'पासवर्ड रीसेट कीजिए' });
  await forgot.getByLabel('ई-मेल').fill(email);
  await forgot.getByRole('button', { name: 'रीसेट लिंक भेजिए' }).click();
  await expect(toast(page, 'रीसेट लिंक भेज दिया गया')).toBeVisible();

  await expect.poll(async () => (await lastMailTo(email))?.subject).toBe('अपने Margdarshak खाते का पासवर्ड रीसेट कीजिए');
  const link = /https?:\/\/\S+\/hi\/reset-password\?token=\S+/.exec((await lastMailTo(email))?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  await open(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नया पासवर्ड चुनिए');
  expect((await pageWords(page, 'main', ['Margdarshak'])).other).toEqual([]);
  await page.getByLabel('नया पासवर्ड', { exact: true }).fill('new-secret-456');
  await page.getByLabel('नया पासवर्ड दोबारा लिखिए').fill('new-secret-457');
  await page.getByRole('button', { name: 'नया पासवर्ड सेव कीजिए' }).click();
  await expect(page.getByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeVisible();
  await page.getByLabel('नया पासवर्ड दोबारा लिखिए').fill('new-secret-456');
  await page.getByRole('button', { name: 'नया पासवर्ड सेव कीजिए' }).click();
  await expect(toast(page, 'पासवर्ड बदल गया')).toBeVisible();
  await expect(page).toHaveURL(/\/hi$/);
});
