// A family books and pays in Hindi (issue 33): from a package's counsellors at /hi/packages/basic, a date and a time
// in Hindi, the summary, a coupon the server refuses in Hindi, the payment and the confirmation mail; every page's own
// words are Hindi, and the same flow in English is what booking.e2e.spec.ts walks.
import { expect, test } from '@playwright/test';
import { ADULT_DATE_OF_BIRTH, toast, uniqueEmail } from './support/auth';
import { wordsBesideNames } from './support/devanagari';
import { bookAndPayInHindi } from './support/hindiBooking';
import { mailsTo } from './support/outbox';

test('a student books and pays in Hindi, from a package’s counsellors to the confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const email = uniqueEmail('hindi-booking');
  const registered = await page.request.post('/api/register', { data: { email, password: 'secret-123', role: 'student', name: 'Asha Verma', dateOfBirth: ADULT_DATE_OF_BIRTH } });
  expect(registered.status()).toBe(201);
  expect((await page.request.put('/api/me/language', { data: { language: 'hi' } })).status()).toBe(200);

  const { counsellor, slot } = await bookAndPayInHindi(page, {
    packageType: 'basic',
    names: ['Asha Verma'],
    // A coupon the server does not know: refused in Hindi, in the server's own words.
    atSummary: async () => {
      await page.getByLabel('कूपन कोड').fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'लगाइए' }).click();
      await expect(toast(page, 'कूपन सही नहीं है')).toContainText('यह कूपन कोड मौजूद नहीं है');
    },
  });

  // The confirmation mail is in the language the student reads, the time said as the page said it. (The tax invoice's
  // mail may arrive before or after it.)
  const confirmation = async () => (await mailsTo(email)).find((mail) => mail.subject === 'आपका Margdarshak सेशन बुक हो गया है');
  await expect.poll(async () => (await confirmation()) !== undefined).toBe(true);
  const mail = (await confirmation())?.text ?? '';
  expect(mail).toContain(slot);
  expect(wordsBesideNames(mail, ['Margdarshak', counsellor]).other).toEqual([]);
});
