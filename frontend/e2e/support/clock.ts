import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2eServer';

/**
 * Moves the product's clock (the e2e server runs with TEST_CLOCK) and the page's by the same amount, so what the server
 * decides (a session completed) and what the page compares with its own time (upcoming or past) agree.
 */
export async function advanceClocks(page: Page, request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post(`${E2E_BASE_URL}/api/test/clock`, { data: { advanceMs: ms }, headers: { origin: E2E_BASE_URL } });
  if (!response.ok()) throw new Error(`moving the product clock failed: ${response.status()} ${await response.text()}`);
  const { now } = (await response.json()) as { now: string };
  await page.clock.setSystemTime(new Date(now));
}
