// A family books and pays in Hindi (issue 33): from a package's counsellors at /hi/packages/basic, a date and a time
// in Hindi, the summary, a coupon the server refuses in Hindi, the payment and the confirmation mail; every page's own
// words are Hindi, and the same flow in English is what booking.e2e.spec.ts walks.
import { expect, type Page, test } from '@playwright/test';
import { ADULT_DATE_OF_BIRTH, toast, uniqueEmail } from './support/auth';
import { wordsBesideNames } from './support/devanagari';
import { open } from './support/open';
import { mailsTo } from './support/outbox';
import { pageWords, seriousViolations } from './support/pageReading';

/** A bookable day's button in Hindi, e.g. 'बुध 2 दिस॰' (a refused day's name carries its reason, so it does not match). */
const bookableDay = /^\S+ \d{1,2} \S+$/u;

async function expectHindiPage(page: Page, names: readonly string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect((await pageWords(page, 'main', ['Margdarshak', ...names])).other).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

test('a student books and pays in Hindi, from a package’s counsellors to the confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const email = uniqueEmail('hindi-booking');
  const registered = await page.request.post('/api/register', { data: { email, password: 'secret-123', role: 'student', name: 'Asha Verma', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.status()).toBe(201);
  expect((await page.request.put('/api/me/language', { data: { language: 'hi' } })).status()).toBe(200);

  await open(page, '/hi/packages/basic');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'अभी बुक कीजिए' }) })
    .first();
  const counsellor = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: 'अभी बुक कीजिए' }).click();
  await expect(page).toHaveURL(/\/hi\/booking\/[\w-]+\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना सेशन बुक कीजिए');

  // A day and a time, named in Hindi: the first day with a free slot.
  const days = page.getByRole('button', { name: bookableDay });
  const slots = page.getByRole('group', { name: 'समय के स्लॉट' }).getByRole('button');
  await expect(days.first()).toBeVisible();
  let slot = '';
  for (let i = 0; !slot && i < (await days.count()); i += 1) {
    await days.nth(i).click();
    await expect(slots.first().or(page.getByText('इस दिन कोई स्लॉट ख़ाली नहीं है'))).toBeVisible();
    if ((await slots.count()) > 0) {
      slot = ((await slots.first().textContent()) ?? '').trim();
      await slots.first().click();
    }
  }
  expect(slot).toMatch(/^(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे$/);
  await expectHindiPage(page, [counsellor]);
  await page.getByRole('button', { name: 'बुक करके भुगतान कीजिए' }).click();

  await expect(page).toHaveURL(/\/hi\/booking-summary\/[\w-]+\/[\w-]+\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('बुकिंग का सारांश');
  await expect(page.getByText(`${slot} (भारतीय समय)`)).toBeVisible();
  // A coupon the server does not know: refused in Hindi, in the server's own words.
  await page.getByLabel('कूपन कोड').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'लगाइए' }).click();
  await expect(toast(page, 'कूपन सही नहीं है')).toContainText('यह कूपन कोड मौजूद नहीं है');
  await expectHindiPage(page, [counsellor, 'Asha Verma']);

  const pay = page.getByRole('button', { name: /^₹[\d,.]+ का भुगतान कीजिए$/ });
  await pay.click();
  await page
    .getByRole('dialog', { name: /Test payment/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(toast(page, 'बुकिंग पक्की हो गई!')).toContainText('भुगतान हो गया');

  // The confirmation mail is in the language the student reads, the time said as the page said it. (The tax invoice's
  // mail may arrive before or after it.)
  const confirmation = async () => (await mailsTo(email)).find((mail) => mail.subject === 'आपका Margdarshak सेशन बुक हो गया है');
  await expect.poll(async () => (await confirmation()) !== undefined).toBe(true);
  const mail = (await confirmation())?.text ?? '';
  expect(mail).toContain(slot);
  expect(wordsBesideNames(mail, ['Margdarshak', counsellor]).other).toEqual([]);
});
