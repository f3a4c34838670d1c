// Booking and paying on the Hindi pages, as a Hindi-medium family does (issue 33): from a package's counsellors at
// /hi/packages/<type>, a day and a time named in Hindi, the summary and the test checkout. Each page's own words are
// checked to be Hindi on the way.
import { expect, type Page } from '@playwright/test';
import { toast } from './auth';
import { open } from './open';
import { pageWords, seriousViolations } from './pageReading';

/** A bookable day's button in Hindi, e.g. 'बुध 2 दिस॰' (a refused day's name carries its reason, so it does not match). */
const bookableDay = /^\S+ \d{1,2} \S+$/u;

/** What docs/hindi-glossary.md keeps in Latin letters on a Hindi page besides the brand: test and exam names. */
const keptInLatin = new Set(['RIASEC', 'JEE', 'NATA']);

/**
 * The page is in Hindi: `<html lang>`, no English word in `main` outside `names`, the glossary's Latin words and e-mail
 * addresses (a parent's is shown masked), and nothing serious for axe.
 */
export async function expectHindiPage(page: Page, names: readonly string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const { other } = await pageWords(page, 'main', ['Margdarshak', ...names]);
  expect(other.filter((word) => !word.includes('@') && !keptInLatin.has(word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')))).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Books the first free slot with `counsellor` (or the first counsellor listed) for `packageType` and pays for it;
 * `atSummary` runs on the summary before paying. Answers the counsellor's name and the slot as the page said it.
 */
export async function bookAndPayInHindi(
  page: Page,
  { packageType, counsellor, names = [], atSummary }: { packageType: string; counsellor?: string; names?: readonly string[]; atSummary?: () => Promise<void> },
): Promise<{ counsellor: string; slot: string }> {
  await open(page, `/hi/packages/${packageType}`);
  const cards = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'अभी बुक कीजिए' }) });
  const card = (counsellor ? cards.filter({ has: page.getByRole('heading', { name: counsellor }) }) : cards).first();
  const chosen = (await card.getByRole('heading').textContent()) ?? '';
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
  await expectHindiPage(page, [chosen, ...names]);
  await page.getByRole('button', { name: 'बुक करके भुगतान कीजिए' }).click();

  await expect(page).toHaveURL(/\/hi\/booking-summary\/[\w-]+\/[\w-]+\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('बुकिंग का सारांश');
  await expect(page.getByText(`${slot} (भारतीय समय)`)).toBeVisible();
  await atSummary?.();
  await expectHindiPage(page, [chosen, ...names]);

  await page.getByRole('button', { name: /^₹[\d,.]+ का भुगतान कीजिए$/ }).click();
  await page
    .getByRole('dialog', { name: /Test payment/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(toast(page, 'बुकिंग पक्की हो गई!')).toContainText('भुगतान हो गया');
  return { counsellor: chosen, slot };
}
