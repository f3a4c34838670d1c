// A Hindi-medium family, whole (issue 33's done-when): a 15-year-old signs up on a Hindi page; their parent reads the
// consent mail and page in Hindi and consents; the student books and pays a Comprehensive session in Hindi, opens a
// test from the dashboard, and reads the released report; the parent reads their dashboard and the receipt. Every
// page's own words are Hindi (a text scan of each), axe finds nothing serious on them, and the family's mails are Hindi.
// The same run in English is what family, booking, assessments and parentDashboard walk.
import { expect, type Page, test } from '@playwright/test';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { toast, uniqueEmail } from './support/auth';
import { wordsBesideNames } from './support/devanagari';
import { bornYearsAgo } from './support/family';
import { bookAndPayInHindi, expectHindiPage } from './support/hindiBooking';
import { releasedHindiReport } from './support/hindiReport';
import { open } from './support/open';
import { lastMailTo, mailsTo } from './support/outbox';
import { pageWords, screenshots, seriousViolations } from './support/pageReading';

const counsellor = { name: 'Meera Iyer', email: 'meera.iyer@demo.margdarshak.in', password: 'counsellor-demo' };
/** The student as the pages name them: in full, by first name, and by the avatar's initials. */
const student = ['Asha Verma', 'Asha', 'AV'];
const testTypes: TestType[] = ['riasec', 'bigfive', 'multiple_intelligences'];
/**
 * What a Hindi page or mail keeps in Latin letters: acronyms and exam names (docs/hindi-glossary.md: "JEE Main और
 * Advanced"), a document's number (INV/26-27/00001) and a payment's reference (pay_…).
 */
const keptInLatin = (word: string) => /^\(?[A-Z][A-Z0-9/-]*[A-Z0-9]\)?[,.:;।]?$/.test(word) || /^pay_[\w-]+[,.।]?$/.test(word) || ['Main', 'Advanced'].includes(word);

/** Hindi mails: every one of `mails` has a Hindi subject and no English word outside `names`. */
function expectHindiMails(mails: { subject: string; text: string }[], names: readonly string[]) {
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) {
    expect(mail.subject, mail.subject).toMatch(/[\u0900-\u097F]/u);
    const english = mail.text.indexOf('In English:'); // the consent mail carries the English whole below the Hindi
    const hindi = english === -1 ? mail.text : mail.text.slice(0, english);
    const links = hindi.match(/https?:\/\/\S+/g) ?? [];
    expect(
      wordsBesideNames(hindi, ['Margdarshak', ...names, ...links]).other.filter((word) => !word.includes('@') && !keptInLatin(word)),
      mail.subject,
    ).toEqual([]);
  }
}

async function signUpInHindi(page: Page, email: string, parentEmail: string) {
  await open(page, '/hi');
  await page.getByRole('banner').getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await page.getByRole('dialog', { name: 'फिर से स्वागत है' }).getByRole('button', { name: 'साइन अप कीजिए' }).click();
  const signUp = page.getByRole('dialog', { name: 'विद्यार्थी के रूप में अपना खाता बनाइए' });
  await signUp.getByLabel('आपका नाम').fill('Asha Verma');
  await signUp.getByLabel('ई-मेल').fill(email);
  await signUp.getByLabel('पासवर्ड', { exact: true }).fill('secret-123');
  await signUp.getByLabel('पासवर्ड दोबारा लिखिए').fill('secret-123');
  await signUp.getByLabel('जन्मतिथि').fill(bornYearsAgo(15));
  await signUp.getByLabel('माता-पिता या गार्जियन का ई-मेल').fill(parentEmail);
  await signUp.getByRole('checkbox').check();
  await signUp.getByRole('button', { name: 'साइन अप कीजिए', exact: true }).click();
  await expect(toast(page, 'रजिस्ट्रेशन हो गया')).toBeVisible();
}

test('a Hindi-medium family goes from sign-up and consent to booking, a test, the report and the parent’s dashboard, all in Hindi', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('hindi-student');
  const parentEmail = uniqueEmail('hindi-parent');
  await signUpInHindi(page, email, parentEmail);

  // The consent mail: Hindi first, with the Hindi page's link; the English whole below it.
  await expect.poll(async () => (await lastMailTo(parentEmail))?.subject ?? '').toBe('Asha ने Margdarshak इस्तेमाल करने के लिए आपकी सहमति माँगी है');
  const consentMail = (await lastMailTo(parentEmail))?.text ?? '';
  expect(consentMail.startsWith('नमस्ते,')).toBe(true);
  expect(consentMail).toContain('In English:');
  const hindiLink = /https?:\/\/\S+\/hi\/consent\/\S+/.exec(consentMail)?.[0] ?? '';
  expect(hindiLink).not.toBe('');
  expect(wordsBesideNames(consentMail.slice(0, consentMail.indexOf('In English:')), ['Margdarshak', hindiLink, '“Asha Verma”']).other).toEqual([]);

  // Waiting for consent, the student's dashboard says so in Hindi.
  await open(page, '/student/dashboard');
  await expect(page.getByText('माता-पिता की सहमति का इंतज़ार है', { exact: true })).toBeVisible();
  await expectHindiPage(page, [...student]);
  await screenshots(page, 'hindi-family-dashboard-awaiting-consent');

  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await open(parent, new URL(hindiLink).pathname);
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText('Asha ने आपकी सहमति माँगी है');
  await expect(parent.locator('html')).toHaveAttribute('lang', 'hi');
  // The notice the API sends in Hindi, and the page's own words: no English but the names and the parent's masked address.
  await expect(parent.getByRole('heading', { name: 'हम क्या जानकारी लेते हैं' })).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: as laid out, so neighbouring elements' words stay apart
  const consentWords = wordsBesideNames(await parent.locator('main').innerText(), ['Margdarshak', 'Asha']);
  expect(consentWords.other.filter((word) => !word.includes('@'))).toEqual([]);
  expect(await seriousViolations(parent)).toEqual([]);

  // A missing confirmation is said in Hindi; then the parent consents, and is answered in Hindi.
  await parent.getByRole('button', { name: 'सहमति दीजिए' }).click();
  await expect(parent.getByText('कृपया पुष्टि कीजिए कि आप बच्चे की माँ, पिता या क़ानूनी गार्जियन हैं')).toBeVisible();
  await parent.getByRole('checkbox', { name: 'मैं Asha की माँ, पिता या क़ानूनी गार्जियन हूँ' }).check();
  await parent.getByLabel('पासवर्ड चुनिए').fill('parent-secret-1');
  await parent.getByRole('button', { name: 'सहमति दीजिए' }).click();
  await expect(toast(parent, 'सहमति दर्ज हो गई')).toContainText('धन्यवाद: आपकी सहमति दर्ज हो गई है।');

  // With consent, the student books and pays a Comprehensive session with a counsellor whose desk this test opens.
  await open(page, '/student/dashboard');
  await expect(page.getByText('अब बुकिंग खुल गई है', { exact: true })).toBeVisible();
  const { slot } = await bookAndPayInHindi(page, { packageType: 'comprehensive', counsellor: counsellor.name, names: student });

  // The dashboard lists the session in Hindi, and its tests open in Hindi.
  await open(page, '/student/dashboard');
  await expect(page.getByRole('heading', { name: 'आपके सेशन' })).toBeVisible();
  await expect(page.getByText(slot).first()).toBeVisible();
  await expectHindiPage(page, [...student, counsellor.name]);
  await screenshots(page, 'hindi-family-dashboard-booked');
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: string };
  const booking = ((await (await page.request.get(`/api/students/${id}/bookings`)).json()) as StudentBooking[])[0];
  if (!booking) throw new Error('The booking is not listed');
  // The session's own page: its room, chat and tests, in Hindi.
  await open(page, `/student/session/${booking.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHindiPage(page, [...student, counsellor.name]);
  await screenshots(page, 'hindi-family-session');
  await open(page, '/student/dashboard');
  await page.getByRole('link', { name: 'टेस्ट शुरू कीजिए' }).first().click();
  await expect(page).toHaveURL(/\/student\/personality-test\//);
  await expect(page.getByRole('button', { name: 'टेस्ट शुरू कीजिए' }).or(page.getByRole('button', { name: 'अगला' }))).toBeVisible();
  await expectHindiPage(page, [...student, counsellor.name]);
  await screenshots(page, 'hindi-family-test');

  // The three tests answered in Hindi through the API the test page calls (assessmentsHindi walks the pages), and the
  // report released by the counsellor: the student reads it in Hindi.
  const desk = await browser.newContext();
  expect((await desk.request.post('/api/login', { data: { email: counsellor.email, password: counsellor.password } })).ok()).toBe(true);
  const { reportId, report } = await releasedHindiReport(page.request, desk.request, booking.id, testTypes);
  // Institutions are named as they are known, in English, as assessmentsHindiPages allows.
  const institutions = (report.results.riasec?.profile?.career_clusters ?? []).flatMap((cluster) => cluster.examples);
  await desk.close();
  await open(page, `/student/report/${reportId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect((await pageWords(page, 'main', ['Margdarshak', ...student, counsellor.name, ...institutions])).other.filter((word) => !keptInLatin(word))).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'hindi-family-report');

  // The parent's dashboard and the receipt, in Hindi: the account reads Hindi since the consent was given on a Hindi page.
  await open(parent, '/');
  expect((await parent.request.post('/api/login', { data: { email: parentEmail, password: 'parent-secret-1' } })).ok()).toBe(true);
  await open(parent, '/parent/dashboard');
  await expect(parent.getByRole('heading', { name: 'माता-पिता का डैशबोर्ड' })).toBeVisible();
  await expect(parent.getByText(slot).first()).toBeVisible();
  await expectHindiPage(parent, [...student, counsellor.name]);
  await screenshots(parent, 'hindi-family-parent-dashboard');
  await parent.getByRole('link', { name: 'रसीद' }).first().click();
  await expect(parent).toHaveURL(/\/parent\/receipt\//);
  await expectHindiPage(parent, [...student, counsellor.name]);
  await screenshots(parent, 'hindi-family-receipt');
  await parentContext.close();

  // Every mail the family received is Hindi: the booking, its invoice, the report; the parent's from consent on.
  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThanOrEqual(2);
  expectHindiMails(await mailsTo(email), [...student, counsellor.name]);
  expectHindiMails((await mailsTo(parentEmail)).slice(1), [...student, counsellor.name]);
});
