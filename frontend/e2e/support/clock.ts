import { request, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2eServer';

/**
 * Runs the product's clock (the e2e server runs with TEST_CLOCK) and the page's `offsetMs` ahead of now, so what the
 * server decides (a session completed) and what the page compares with its own time (upcoming or past) agree. The
 * specs share one server: set it back with 0 when done. The call carries no cookie, so it keeps no one's sign-in alive:
 * after a jump past the 2-hour idle limit, people sign in again, as they would.
 */
export async function setClocksAhead(page: Page, offsetMs: number): Promise<void> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const response = await api.post('/api/test/clock', { data: { offsetMs }, headers: { origin: E2E_BASE_URL } });
    if (!response.ok()) throw new Error(`setting the product clock failed: ${response.status()} ${await response.text()}`);
    const { now } = (await response.json()) as { now: string };
    await page.clock.setSystemTime(new Date(now));
  } finally {
    await api.dispose();
  }
}
