// `npm start` as a person runs it, stopped as a person stops it (issue 32, item 6): the address is the first thing it
// prints, and SIGTERM, or Ctrl-C (SIGINT to the terminal's whole process group, the embedded PostgreSQL included), stops
// it by itself with exit code 0 and without one warning: the API first, then the processors and projectors, the
// database last. Its output is JSON here (not a terminal), so a warning is a line at level 40 or above.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './platform/freePort';
import { startProduct } from './testing/productProcess';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Lines that warn or fail: pino's levels 40 (warn) and up, and Node's own warnings. */
const warnings = (output: string) => output.split('\n').filter((line) => /"level":(4|5|6)\d/.test(line) || /Warning|\bwarn/i.test(line));

async function startedAndStopped(signal: 'SIGINT' | 'SIGTERM') {
  dataDir = mkdtempSync(path.join(tmpdir(), 'margdarshak-shutdown-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user, who must reach its folder
  const product = await startProduct({ dataDir, port: await freePort(), env: { LOG_LEVEL: 'info' }, asTerminalJob: true });
  const exit = await product.stop(signal);
  return { exit, output: product.output() };
}

describe('npm start, stopped', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'by %s: prints the address first, then stops by itself with exit code 0 and no warning',
    async (signal) => {
      const { exit, output } = await startedAndStopped(signal);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(output.trimStart()).toMatch(/^Margdarshak is running at http:\/\/localhost:\d+/);
      expect(warnings(output)).toEqual([]);
      expect(output.trimEnd()).toMatch(new RegExp(`${signal}: stopping…\\nStopped\\.$`));
    },
    180_000,
  );
});
