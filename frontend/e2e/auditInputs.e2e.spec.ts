// The Audit page checks its ranges with the server's own schemas (issue 27, item 1): a date outside 2000 to 2100 or a
// range longer than 366 days is named on the page before anything is sent, with the field it is about.
import { expect, test } from '@playwright/test';
import { logInToBackOffice } from './support/auth';
import { open } from './support/open';

test('the Audit page names a far date and a too-long range before sending them', async ({ page }) => {
  await logInToBackOffice(page);
  await open(page, '/admin/audit');
  const csv = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Payments for accountants' }) });
  // The line names the field, is announced (an alert), and describes the field it is about, which is marked.
  const said = csv.getByRole('alert');
  const expectSaid = async (field: 'From' | 'To', text: string) => {
    await expect(said).toHaveText(`${field}: ${text}`);
    await expect(csv.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
    await expect(csv.getByLabel(field)).toHaveAttribute('aria-describedby', (await said.getAttribute('id')) ?? 'no id');
    await expect(csv.getByLabel(field === 'From' ? 'To' : 'From')).toHaveAttribute('aria-invalid', 'false');
  };
  await csv.getByLabel('From').fill('1999-12-31');
  await expectSaid('From', 'Use a date between 2000 and 2100');
  await expect(csv.getByRole('link', { name: 'Download payments CSV' })).toHaveAttribute('aria-disabled', 'true');
  await csv.getByLabel('From').fill('2025-01-01');
  await csv.getByLabel('To').fill('2026-01-02');
  await expectSaid('To', 'At most 366 days at once');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // By its text: narrowed from 1280 px, react-admin's menu becomes a modal drawer, which hides the page from roles.
    await page.locator('.MuiCard-root', { hasText: 'Payments for accountants' }).screenshot({ path: `test-results/audit-csv-range-${width}.png` });
  }
  await csv.getByLabel('To').fill('2025-12-31');
  await expect(said).toHaveText('');
  await expect(csv.getByLabel('To')).not.toHaveAttribute('aria-describedby');
  await expect(csv.getByRole('link', { name: 'Download payments CSV' })).not.toHaveAttribute('aria-disabled', 'true');

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
