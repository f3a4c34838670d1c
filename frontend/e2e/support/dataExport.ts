// Downloading a data export through its password dialog, as the student's profile and the parent's dashboard offer it.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { MyDataExport } from '@margdarshak/contracts/api/myData';

/** Opens the dialog from `button`: a wrong password is said under the field, then `password` saves the file, read back. */
export async function downloadExport(page: Page, button: string, password: string): Promise<{ data: MyDataExport; dialog: ReturnType<Page['getByRole']> }> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog.getByText('That password is not right')).toBeVisible();
  await dialog.getByLabel('Your password').fill(password);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^margdarshak-data-\d{4}-\d{2}-\d{2}\.json$/);
  return { data: JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as MyDataExport, dialog };
}
