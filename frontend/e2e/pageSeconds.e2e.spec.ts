// Seconds per page (issue 28): the free test sends each page's seconds with its scoring request (and stores nothing);
// a fast run through is called too fast, an unhurried one is read. Time is moved with Playwright's clock, never waited.
import { expect, test, type Page } from '@playwright/test';
import { open } from './support/open';

const labels = ['Strongly dislike', 'Dislike', 'Not sure', 'Like', 'Strongly like'];
/** A clear profile: Social, Artistic and Enterprising liked, the rest disliked. */
const answerFor = (id: string) => (({ s: 5, a: 4, e: 3 }) as Record<string, number>)[id[0] ?? ''] ?? 1;

async function takeFreeTest(page: Page, secondsPerPage: number) {
  await page.clock.install();
  await open(page, '/discover');
  await page.getByRole('button', { name: 'Start the test' }).click();
  const items = (await (await page.request.get('/api/assessments/riasec/items')).json()) as { items: { id: string }[] };
  for (let pageIndex = 0; pageIndex < 7; pageIndex++) {
    const groups = page.getByRole('radiogroup');
    const onPage = Math.min(10, 63 - pageIndex * 10);
    await expect(groups).toHaveCount(onPage);
    await page.clock.fastForward(secondsPerPage * 1000);
    for (let i = 0; i < onPage; i++) {
      const id = items.items[pageIndex * 10 + i]?.id ?? '';
      await groups
        .nth(i)
        .getByRole('radio', { name: labels[answerFor(id) - 1] ?? 'Not sure', exact: true })
        .check();
    }
    if (pageIndex < 6) await page.getByRole('button', { name: 'Next' }).click();
  }
  const scored = page.waitForRequest((r) => r.url().endsWith('/api/assessments/riasec/score') && r.method() === 'POST');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/assessments/riasec/score'));
  await page.getByRole('button', { name: 'See my results' }).click();
  const body = (await scored).postDataJSON() as { pageSeconds: { page: number; items: number; seconds: number }[] };
  const result = (await (await response).json()) as { answerQuality: { verdict: string; flags: string[] } };
  return { pageSeconds: body.pageSeconds, result };
}

test('the free test sends each page’s seconds: forty seconds a page is read, five is too fast', async ({ page }) => {
  test.setTimeout(120_000);
  const unhurried = await takeFreeTest(page, 40);
  expect(unhurried.pageSeconds.map((p) => [p.page, p.items])).toEqual([
    [0, 10],
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 10],
    [5, 10],
    [6, 3],
  ]);
  for (const p of unhurried.pageSeconds) expect(p.seconds).toBeGreaterThanOrEqual(40);
  expect(unhurried.result.answerQuality).toEqual(expect.objectContaining({ verdict: 'ok', flags: [] }));

  await page.evaluate(() => localStorage.clear());
  const hurried = await takeFreeTest(page, 5);
  expect(hurried.result.answerQuality).toEqual(expect.objectContaining({ verdict: 'doubtful', flags: ['tooFast'] }));
});
