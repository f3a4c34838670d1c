import type { Page } from '@playwright/test';

/**
 * Opens a page as a visitor would and waits until the app has taken it over (`<html data-ready>`, set by AppShell).
 * A server-rendered page shows before its scripts run, and a click before then would do nothing.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}
