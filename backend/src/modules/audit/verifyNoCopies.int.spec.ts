// Digests that never reach the folder outside the database (issue 27, item 6, as reviewed): a verification whose own
// digest cannot be copied there fails and `npm run audit -- verify` exits 1, whether the folder cannot be written to
// (said before the record, so the record fails too) or the copy itself fails; and once the log holds a digest or a
// verification, finding nothing outside the database is a failure, not a first run.
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projections } from '@margdarshak/projections/registry';
import { runVerify } from '../../cli/auditVerify';
import { fixedClock } from '../../platform/clock';
import { deleteEvents, putBack, storedEvent } from '../../testing/tampering';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { auditDigestsStream, auditVerificationsStream } from './integrityStreams';
import { outsideDigestFile } from './outsideDigests';
import { verifyLog } from './verify';
import { present } from '../../testing/present';

const clock = fixedClock(new Date('2026-11-23T04:30:00.000Z'));
let app: TestApp;

/** The CLI in this process, on the spec's database, with its digests kept in `auditDigestDir`; answers the exit code and what it printed. */
async function cli(auditDigestDir: string): Promise<{ code: number; printed: string }> {
  const env = { DATABASE_URL: app.databaseUrl, SERVER_SECRET: app.deps.config.SERVER_SECRET, DATA_DIR: app.deps.config.dataDir, AUDIT_DIGEST_DIR: auditDigestDir };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  try {
    return { code: await runVerify(['verify', '--no-read-models']), printed: printed.join('\n') };
  } finally {
    log.mockRestore();
    vi.unstubAllEnvs();
  }
}

const dryRun = () => verifyLog({ ...app.deps, projections }, { readModels: false, record: false });
const lastVerification = async () => (await app.deps.eventStore.readStream(auditVerificationsStream)).at(-1)?.data;
const scratch = () => mkdtempSync(path.join(tmpdir(), 'digests-blocked-'));

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  await admin
    .post('/api/admin/packages', { name: 'Career Basics', description: 'One session and a report.', price: 1999, type: 'basic', features: ['One session'], highlighted: false })
    .expectStatus(201);
});
afterAll(async () => app?.stop());

describe('a verification whose digest never reaches the folder outside the database', () => {
  it('fails and exits 1 when the copy fails after the record, though the folder looked writable', async () => {
    // The file is a link to a volume that is not mounted: the folder can be written to, the file cannot.
    const dir = scratch();
    symlinkSync(path.join(dir, 'unmounted', outsideDigestFile), path.join(dir, outsideDigestFile));
    const run = await cli(dir);
    expect(run.code).toBe(1);
    expect(run.printed).toMatch(/The digest that should cover this verification's record could not be signed or written outside the database: ENOENT[\s\S]*FAILED/);
    expect(run.printed).not.toMatch(/Digests cannot be written outside the database/);
    // The digest itself was appended to the log before its copy failed.
    expect(await app.deps.eventStore.readStream(auditDigestsStream)).toHaveLength(1);
  });

  it('fails every verify after it: nothing outside the database while the log holds a digest is no first run', async () => {
    const report = await dryRun();
    expect(report.ok).toBe(false);
    expect(report.outside).toMatchObject({
      state: 'not written yet',
      problems: [expect.stringMatching(/^No digest has ever been written outside the database, to .*, though the log holds 1 signed digest: the folder cannot be written to/)],
    });
  });

  it('fails too when the log holds only an earlier verification', async () => {
    const [digest] = await app.deps.eventStore.readStream(auditDigestsStream);
    const row = await storedEvent(app.deps.db, auditDigestsStream, present(digest, 'digest').revision);
    await deleteEvents(app.deps.db, [row]);
    try {
      const report = await dryRun();
      expect(report.ok).toBe(false);
      expect(report.outside.problems).toEqual([expect.stringMatching(/No digest has ever been written outside the database, .* though the log holds an earlier verification/)]);
    } finally {
      await putBack(app.deps.db, row);
    }
  });

  it('records a folder that cannot be written to as a failure before signing, and exits 1', async () => {
    // A folder under a plain file cannot be made, even by root.
    const file = path.join(scratch(), 'not-a-folder');
    writeFileSync(file, '');
    const run = await cli(path.join(file, 'audit'));
    expect(run.code).toBe(1);
    const problem = expect.stringMatching(/^Digests cannot be written outside the database, to .*not-a-folder.* \(ENOTDIR\): set AUDIT_DIGEST_DIR/);
    expect(await lastVerification()).toMatchObject({ ok: false, problems: expect.arrayContaining([problem]) });
    expect(run.printed).toMatch(/Digests cannot be written outside the database[\s\S]*FAILED/);
  });
});
