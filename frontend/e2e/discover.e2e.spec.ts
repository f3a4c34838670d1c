import { codeInWords } from '@margdarshak/contracts/assessments/codeWords';
import { expect, test } from '@playwright/test';
import { genuineRiasecAnswer, READING_A_PAGE_MS } from './support/answers';
import { open } from './support/open';

const labels = ['Strongly dislike', 'Dislike', 'Not sure', 'Like', 'Strongly like'];

test('a visitor takes the free interest test and sees the code the server gives the same answers', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await open(page, '/');
  // Answered as a student would (a rhythmic loop is now read as doubtful, issue 28), item by item.
  const items = (await (await page.request.get('/api/assessments/riasec/items')).json()) as { items: { id: string }[] };
  const answerFor = (n: number) => genuineRiasecAnswer(items.items[n]?.id ?? '');
  await page.getByRole('link', { name: 'Take the free interest test' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await page.getByRole('button', { name: 'Start the test' }).click();

  for (let pageIndex = 0; pageIndex < 7; pageIndex++) {
    const groups = page.getByRole('radiogroup');
    const onPage = Math.min(10, 63 - pageIndex * 10);
    await expect(groups).toHaveCount(onPage);
    for (let i = 0; i < onPage; i++) {
      const n = pageIndex * 10 + i;
      await groups
        .nth(i)
        .getByRole('radio', { name: labels[answerFor(n) - 1] ?? 'Not sure', exact: true })
        .check();
    }
    if (pageIndex === 0) {
      // A reload keeps what was answered.
      await page.reload();
      await page.getByRole('button', { name: 'Start the test' }).click();
      await expect(page.getByText('10 of 63 answered')).toBeVisible();
    }
    await page.clock.fastForward(READING_A_PAGE_MS);
    if (pageIndex < 6) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'See my results' }).click();
  const shown = (await page.getByTestId('holland-code').textContent())?.trim();

  const answers = Object.fromEntries(items.items.map((item, n) => [item.id, answerFor(n)]));
  const scored = (await (await page.request.post('/api/assessments/riasec/score', { data: { answers } })).json()) as { hollandCode: string };
  expect(shown).toBe(codeInWords(scored.hollandCode, 'en'));
  await expect(page.getByRole('link', { name: 'Book a counsellor' })).toBeVisible();
});

test('the test lists unanswered items instead of submitting', async ({ page }) => {
  await open(page, '/discover');
  await page.evaluate(() => window.localStorage.removeItem('assessment:riasec:discover'));
  await page.reload();
  await page.getByRole('button', { name: 'Start the test' }).click();
  for (let p = 0; p < 6; p++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'See my results' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '63 items are still unanswered' })).toBeVisible();
  await page.getByRole('button', { name: 'item 1', exact: true }).click();
  await expect(page.getByText('Page 1 of 7')).toBeVisible();
});
