// `npm run backup` and `npm run restore` as an operator runs them, in child processes: a product in use (bookings,
// payments, files, mails, a digest copied outside the database, an erasure) backed up while appends go on, restored
// into a fresh database and data folder, and compared with the source: every read model row, every file, the carried
// tables, the erasure, the audit's verification, and an append after the restore.
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions } from '@margdarshak/contracts/log';
import { createPersonalDataVault } from '@margdarshak/projections/personalData';
import { fixedClock } from '../../platform/clock';
import { createPostgresEventStore } from '../../platform/eventStore/postgres/postgresEventStore';
import { createFileStore } from '../../platform/files/fileStore';
import { freshTarget as emptyTarget, keepAppending, readModelRows, rowsOf, runBackupCommand, scratchFolders } from '../../testing/backupTesting';
import { fileScene } from '../../testing/fileScene';
import { logSettler } from '../../testing/logVisibility';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { type Manifest, manifestFile, secretsFile } from './backupContents';
import { writeBackup } from './writeBackup';

const start = new Date('2026-11-23T06:00:00Z');
const secret = 'test-secret-test-secret-test-secret-0000';
const backupKey = 'backup-key-for-the-spec-0001';
const json = { 'Content-Type': 'application/json' };
const folders = scratchFolders();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock: fixedClock(start) });
});
afterAll(async () => {
  await app?.stop();
  await folders.removeAll();
});

const run = (command: 'backup' | 'restore', dir: string, env: Record<string, string>) => runBackupCommand(command, dir, { SERVER_SECRET: secret, BACKUP_KEY: backupKey, ...env });
const newFolder = folders.make;
const freshTarget = () => emptyTarget(folders);
const sourceEnv = () => ({ DATABASE_URL: app.databaseUrl, DATA_DIR: app.deps.config.dataDir });

async function erase(person: HttpClient) {
  await person.raw('DELETE', '/api/me', JSON.stringify({ password: 'secret-123' }), json).expectStatus(200);
  await app.runDueJobs();
}

async function caughtUp() {
  const head = await app.deps.eventStore.headPosition();
  expect(head && (await app.deps.readModels.waitFor(head, { timeoutMs: 30_000 }))).toBe(true);
}

describe('a backup of a product in use, restored into a fresh database and data folder', () => {
  it('gives back every read model row, file, carried row and erasure; verifies; and takes new appends after the restored log', async () => {
    const { admin, student } = await fileScene(app, start);
    const leaving = await app.signUp('student');
    await erase(leaving);
    await admin.post('/api/admin/audit/digest', {}).expectStatus(201);
    await caughtUp();

    const noise = keepAppending(app.deps.eventStore, start);
    const dir = path.join(await newFolder('backup'), 'snapshot');
    const backup = await run('backup', dir, sourceEnv());
    const noiseEvents = await noise.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(dir, manifestFile), 'utf8')) as Manifest;
    const head = manifest.head && { commit: BigInt(manifest.head.commit), prepare: BigInt(manifest.head.prepare) };
    // The appends went on during the backup: some are in it, some came after its snapshot.
    const noiseInBackup = (await readFile(path.join(dir, manifest.events.file), 'utf8')).split('\n').filter((line) => line.includes('"BackupNoise"')).length;
    expect(noiseInBackup).toBeGreaterThan(0);
    expect(noiseInBackup).toBeLessThan(noiseEvents);
    // No key in the clear anywhere in the backup.
    const keys: { key: Buffer }[] = await app.deps.db('personal_data_keys').select('key');
    const everything = (await Promise.all((await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => readFile(path.join(e.parentPath, e.name))))).map((b) =>
      b.toString('latin1'),
    );
    for (const { key } of keys) for (const text of everything) expect(text.includes(key.toString('base64')) || text.includes(key.toString('latin1'))).toBe(false);

    const target = await freshTarget();
    const restore = await run('restore', dir, target.env);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/Signed digests: [1-9]\d* checked, 0 failed/);
    expect(restore.stdout).toContain('OK: the log and the read models verify');
    expect(restore.code).toBe(0);
    await caughtUp();

    const restored = knex({ client: 'pg', connection: target.databaseUrl, pool: { min: 0, max: 2 } });
    const events = createPostgresEventStore({ connectionString: target.databaseUrl });
    try {
      // Every read model, row for row (the noise is in no read model, so the source's are those of the snapshot).
      expect(await readModelRows(restored)).toEqual(await readModelRows(app.deps.db));
      // The log up to the snapshot's head, position for position.
      const restoredHead = await events.headPosition();
      expect(restoredHead && head && comparePositions(restoredHead, head)).toBe(0);
      const logRows = async (db: Knex) =>
        (
          (await db.raw(`select to_jsonb(e)::text as row from events e where (transaction_id, global_position) <= (?::text::xid8, ?::bigint) order by transaction_id, global_position`, [
            String(head?.commit),
            String(head?.prepare),
          ])) as { rows: { row: string }[] }
        ).rows.map((r) => r.row);
      const restoredLog = await logRows(restored);
      expect(restoredLog).toHaveLength(manifest.events.count);
      expect(restoredLog).toEqual(await logRows(app.deps.db));
      // Carried tables: which mails went out, the processors' jobs, the gateway's payments.
      for (const table of ['mail_deliveries', 'processor_jobs', 'local_gateway_payments']) expect(await rowsOf(restored, table)).toEqual(await rowsOf(app.deps.db, table));
      expect(await rowsOf(restored, 'mail_deliveries')).not.toEqual([]);
      // Every file, byte for byte.
      const files = createFileStore(path.join(target.dataDir, 'uploads'));
      const ids: string[] = [];
      for await (const file of app.deps.files.list()) ids.push(file.id);
      expect(ids.length).toBeGreaterThanOrEqual(5);
      for (const id of ids) expect((await files.read(id))?.equals((await app.deps.files.read(id)) ?? Buffer.alloc(0))).toBe(true);
      // The erased person stays erased: no key, their sealed e-mail unreadable; the others' data opens.
      expect(await restored('personal_data_keys').where({ subject_id: leaving.userId }).first()).toBeUndefined();
      const vault = createPersonalDataVault(restored);
      const sealedEmail = async (userId: string) => {
        const registered = (await events.readStream(`user-${userId}`)).find((e) => e.type === 'UserRegistered');
        return (registered?.data as { email?: string } | undefined)?.email ?? '';
      };
      expect(await vault.open(leaving.userId, await sealedEmail(leaving.userId))).toBeUndefined();
      expect(await vault.open(student.userId, await sealedEmail(student.userId))).toBe(student.email);
      // The digest copied outside the database came along.
      expect(await readFile(path.join(target.dataDir, 'audit', 'stream-heads-digests.jsonl'), 'utf8')).toMatch(/"digest"/);
      // A new append sorts after the restored log, and readers read it.
      const appended = await events.appendToStream('backup-after-restore', [{ type: 'BackupNoise', data: { n: -1 }, metadata: { at: start.toISOString() } }]);
      expect(head && comparePositions(appended.position, head)).toBe(1);
      // Other spec files' open transactions on the shared server may hide it for a moment (logVisibility.ts).
      const settling = new pg.Pool({ connectionString: target.databaseUrl, max: 1 });
      await logSettler(settling)().finally(() => settling.end());
      const after = await events.readAll({ after: head ?? undefined, maxCount: 10 });
      expect(after.map((e) => e.streamName)).toEqual(['backup-after-restore']);
    } finally {
      await events.close();
      await restored.destroy();
    }
  });

  it('erases again a person the log says was erased though the keys were taken before; a wrong BACKUP_KEY or SERVER_SECRET, or a changed part, restores nothing', async () => {
    const late = await app.signUp('student');
    await caughtUp();
    const before = path.join(await newFolder('backup'), 'before');
    expect(await run('backup', before, sourceEnv())).toMatchObject({ code: 0, stderr: '' });
    await erase(late);
    const after = path.join(await newFolder('backup'), 'after');
    expect(await run('backup', after, sourceEnv())).toMatchObject({ code: 0, stderr: '' });
    // The log after the erasure with the keys from before it: what a backup holds when the keys are read first.
    const mixed = path.join(await newFolder('backup'), 'mixed');
    await cp(after, mixed, { recursive: true });
    const beforeManifest = JSON.parse(await readFile(path.join(before, manifestFile), 'utf8')) as Manifest;
    const afterManifest = JSON.parse(await readFile(path.join(after, manifestFile), 'utf8')) as Manifest;
    await cp(path.join(before, secretsFile), path.join(mixed, secretsFile));
    await writeFile(path.join(mixed, manifestFile), JSON.stringify({ ...afterManifest, secrets: beforeManifest.secrets }));

    const target = await freshTarget();
    const restore = await run('restore', mixed, target.env);
    expect(restore.code).toBe(0);
    const restored = knex({ client: 'pg', connection: target.databaseUrl, pool: { min: 0, max: 1 } });
    try {
      expect(restore.stdout).toContain('(1 erased again, as the log says)');
      expect(await restored('personal_data_keys').where({ subject_id: late.userId }).first()).toBeUndefined();
      // A second restore into the same target is refused, and changes nothing there.
      const events = await restored('events').count<{ n: string }[]>({ n: '*' });
      const again = await run('restore', after, target.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('The target is not empty (the database has events in its log; the database has personal-data keys');
      expect(await restored('events').count<{ n: string }[]>({ n: '*' })).toEqual(events);
    } finally {
      await restored.destroy();
    }

    const untouched = await freshTarget();
    const wrong = await run('restore', after, { ...untouched.env, BACKUP_KEY: 'not-the-backup-key-0000' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('BACKUP_KEY does not open this backup: it is not the key the backup was made with. Nothing was restored.');
    const otherSecret = await run('restore', after, { ...untouched.env, SERVER_SECRET: 'another-secret-another-secret-another-0' });
    expect(otherSecret.code).toBe(1);
    expect(otherSecret.stderr).toContain('SERVER_SECRET is not the one the backed-up product ran with');
    const damaged = path.join(await newFolder('backup'), 'damaged');
    await cp(after, damaged, { recursive: true });
    const log = await readFile(path.join(damaged, 'events.jsonl'), 'utf8');
    await writeFile(path.join(damaged, 'events.jsonl'), log.replace('"UserErased"', '"UserErasef"'));
    const changed = await run('restore', damaged, untouched.env);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('The backup is damaged: events.jsonl is not what its manifest says (sha256 differs).');
    expect(await readdir(untouched.dataDir)).toEqual([]);
    const empty = knex({ client: 'pg', connection: untouched.databaseUrl, pool: { min: 0, max: 1 } });
    try {
      expect((await empty.raw("select count(*)::int as n from information_schema.tables where table_schema = 'public'")).rows[0].n).toBe(0);
    } finally {
      await empty.destroy();
    }
  });

  it('restores a log read through the event store port, as for EventStoreDB: same events, positions and hashes; verifies', async () => {
    await (await app.admin()).post('/api/admin/audit/digest', {}).expectStatus(201);
    await caughtUp();
    const dir = path.join(await newFolder('backup'), 'port');
    const config = app.deps.config;
    const manifest = await writeBackup(
      { databaseUrl: app.databaseUrl, files: app.deps.files, auditDigestDir: config.auditDigestDir, serverSecret: secret, carryServerSecret: false, logStore: app.deps.eventStore },
      dir,
      backupKey,
    );
    expect(manifest.digestCopies.count).toBeGreaterThanOrEqual(2);
    const target = await freshTarget();
    const restore = await run('restore', dir, target.env);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain('OK: the log and the read models verify');
    expect(restore.code).toBe(0);
    const restored = knex({ client: 'pg', connection: target.databaseUrl, pool: { min: 0, max: 1 } });
    try {
      // created_at is the store's own instant, which the port does not give: the event's recorded instant stands in.
      const logRows = async (db: Knex) =>
        ((await db.raw(`select (to_jsonb(e) - 'created_at')::text as row from events e order by transaction_id, global_position`)) as { rows: { row: string }[] }).rows.map((r) => r.row);
      expect(await logRows(restored)).toEqual(await logRows(app.deps.db));
      expect(await readModelRows(restored)).toEqual(await readModelRows(app.deps.db));
    } finally {
      await restored.destroy();
    }
  });
});
