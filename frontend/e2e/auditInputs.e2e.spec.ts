// The Audit page checks its ranges with the server's own schemas (issue 27, item 1): a date outside 2000 to 2100 or a
// range longer than 366 days is named on the page before anything is sent.
import { expect, test } from '@playwright/test';
import { logInToBackOffice } from './support/auth';
import { open } from './support/open';

test('the Audit page names a far date and a too-long range before sending them', async ({ page }) => {
  await logInToBackOffice(page);
  await open(page, '/admin/audit');
  const csv = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Payments for accountants' }) });
  await csv.getByLabel('From').fill('1999-12-31');
  await expect(csv.getByText('Use a date between 2000 and 2100')).toBeVisible();
  await expect(csv.getByRole('link', { name: 'Download payments CSV' })).toHaveAttribute('aria-disabled', 'true');
  await csv.getByLabel('From').fill('2025-01-01');
  await csv.getByLabel('To').fill('2026-01-02');
  await expect(csv.getByText('At most 366 days at once')).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/audit/events')) asked.push(request.url());
  });
  await page.getByRole('textbox', { name: 'From (YYYY-MM-DD)' }).fill('9999-12-31');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('From (YYYY-MM-DD): Use a date between 2000 and 2100')).toBeVisible();
  expect(asked).toEqual([]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/audit-inputs-${width}.png`, fullPage: true });
  }
});
