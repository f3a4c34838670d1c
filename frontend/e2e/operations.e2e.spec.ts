// An event a read model cannot apply is parked, and the back office's dashboard warns about it.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../../backend/src/platform/db/connect';
import { logInThroughDialog } from './support/auth';
import { demoAdmin } from './support/demoAdmin';
import { E2E_DATA_DIR } from './support/e2eServer';
import { open } from './support/open';

/** Appends, straight to the running product's log, a contact message the messages read model cannot apply. */
async function appendUnreadableMessage(): Promise<string> {
  const url = embeddedDatabaseUrl(E2E_DATA_DIR);
  if (!url) throw new Error(`No embedded PostgreSQL runs on ${E2E_DATA_DIR}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const stream = `contact-${randomUUID()}`;
    await client.query('select append_events($1, -1, array[$2::uuid], array[$3], array[$4::jsonb], array[$5::jsonb])', [
      stream,
      randomUUID(),
      'ContactMessageReceived',
      JSON.stringify({ messageId: 'not a message' }),
      JSON.stringify({ at: new Date().toISOString(), role: 'system' }),
    ]);
    return stream;
  } finally {
    await client.end();
  }
}

test('the admin dashboard warns while an event is parked, naming the read model and the event', async ({ page }) => {
  const stream = await appendUnreadableMessage();
  await open(page, '/');
  await logInThroughDialog(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The read model retries a few times before it parks the event: look again until it has.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be applied' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const warning = page.getByRole('alert').filter({ hasText: 'could not be applied' });
  await expect(warning).toContainText('contact_messages');
  await expect(warning).toContainText(stream);
  await expect(warning).toContainText('npm run projections:replay-parked');
});
