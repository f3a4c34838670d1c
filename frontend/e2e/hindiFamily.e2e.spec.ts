// A Hindi-medium family's consent (issue 33): a 15-year-old signs up on a Hindi page, their parent's consent mail is in
// Hindi (with the English whole below it), its Hindi link opens the consent page in Hindi, and the parent consents there
// and is answered in Hindi.
import { expect, test } from '@playwright/test';
import { toast, uniqueEmail } from './support/auth';
import { wordsBesideNames } from './support/devanagari';
import { bornYearsAgo } from './support/family';
import { open } from './support/open';
import { lastMailTo } from './support/outbox';
import { seriousViolations } from './support/pageReading';

test('a 15-year-old signs up in Hindi, and their parent reads the mail and the consent page in Hindi and consents', async ({ page, browser }) => {
  const email = uniqueEmail('hindi-student');
  const parentEmail = uniqueEmail('hindi-parent');

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

  // The mail: Hindi first, with the Hindi page's link; the English whole below it.
  await expect.poll(async () => (await lastMailTo(parentEmail))?.subject ?? '').toBe('Asha ने Margdarshak इस्तेमाल करने के लिए आपकी सहमति माँगी है');
  const mail = (await lastMailTo(parentEmail))?.text ?? '';
  expect(mail.startsWith('नमस्ते,')).toBe(true);
  expect(mail).toContain('In English:');
  const hindiLink = /https?:\/\/\S+\/hi\/consent\/\S+/.exec(mail)?.[0] ?? '';
  expect(hindiLink).not.toBe('');
  expect(wordsBesideNames(mail.slice(0, mail.indexOf('In English:')), ['Margdarshak', hindiLink, '“Asha Verma”']).other).toEqual([]);

  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await open(parent, new URL(hindiLink).pathname);
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText('Asha ने आपकी सहमति माँगी है');
  await expect(parent.locator('html')).toHaveAttribute('lang', 'hi');
  // The notice the API sends in Hindi, and the page's own words: no English but the names and the parent's masked address.
  await expect(parent.getByRole('heading', { name: 'हम क्या जानकारी लेते हैं' })).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: as laid out, so neighbouring elements' words stay apart
  const words = wordsBesideNames(await parent.locator('main').innerText(), ['Margdarshak', 'Asha']);
  expect(words.other.filter((word) => !word.includes('@'))).toEqual([]);
  expect(await seriousViolations(parent)).toEqual([]);

  // A missing confirmation is said in Hindi; then the parent consents, and is answered in Hindi.
  await parent.getByRole('button', { name: 'सहमति दीजिए' }).click();
  await expect(parent.getByText('कृपया पुष्टि कीजिए कि आप बच्चे की माँ, पिता या क़ानूनी गार्जियन हैं')).toBeVisible();
  await parent.getByRole('checkbox', { name: 'मैं Asha की माँ, पिता या क़ानूनी गार्जियन हूँ' }).check();
  await parent.getByLabel('पासवर्ड चुनिए').fill('parent-secret-1');
  await parent.getByRole('button', { name: 'सहमति दीजिए' }).click();
  await expect(toast(parent, 'सहमति दर्ज हो गई')).toContainText('धन्यवाद: आपकी सहमति दर्ज हो गई है।');
  await parentContext.close();
});
