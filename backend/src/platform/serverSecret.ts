// The HMAC key behind e-mail stream names, cookie signatures and tokens. Production sets SERVER_SECRET;
// the embedded stack generates one once and keeps it under DATA_DIR, so restarts keep sessions and streams valid.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

export function loadServerSecret(config: Config): string {
  if (config.SERVER_SECRET) return config.SERVER_SECRET;
  const file = path.join(config.dataDir, 'server-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}
