// The browser tests' clock control, on the whole product as `npm start` runs it: present only with TEST_CLOCK.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, type Running } from '../../main';
import { createTestDatabase } from '../../testing/testDatabase';

const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-clock-'));
chmodSync(root, 0o755);
const started: Running[] = [];
afterAll(async () => {
  for (const running of started) await running.stop();
  rmSync(root, { recursive: true, force: true });
});

async function start(testClock: boolean): Promise<string> {
  const env = {
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: await createTestDatabase(),
    DATA_DIR: path.join(root, String(started.length)),
    SEED_DEMO_DATA: 'false',
    TEST_CLOCK: String(testClock),
  };
  const running = await main({ mode: 'all', env });
  started.push(running);
  return running.url;
}

const setClock = (url: string, body: unknown) => fetch(`${url}/api/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) });

describe('POST /api/test/clock', () => {
  it('sets the product clock ahead, and back, when TEST_CLOCK is set', async () => {
    const url = await start(true);
    const nowAfter = async (body: unknown) => {
      const response = await setClock(url, body);
      expect(response.status).toBe(200);
      return Date.parse(((await response.json()) as { now: string }).now);
    };
    const before = Date.now();
    expect((await nowAfter({ offsetMs: 2 * 86_400_000 })) - before).toBeGreaterThanOrEqual(2 * 86_400_000);
    expect((await nowAfter({ offsetMs: 0 })) - Date.now()).toBeLessThanOrEqual(0);
    expect((await setClock(url, { offsetMs: -1 })).status).toBe(400);
  });

  it('does not exist otherwise', async () => {
    const url = await start(false);
    expect((await setClock(url, { offsetMs: 1 })).status).toBe(404);
  });
});
