// `npm run backup -- <dir>`: a consistent snapshot of the running (or stopped) product into a new folder: the log with
// its hashes and digests, the personal-data keys and server secret sealed with BACKUP_KEY, the carried tables and the
// files, with a manifest of sha256s (decision 0151). Exit 0 when written, 1 when it failed, 2 on a wrong invocation.
import path from 'node:path';
import { loadConfig } from '../platform/config';
import { openFileStore } from '../platform/files/openFileStore';
import { loadServerSecret } from '../platform/serverSecret';
import { writeBackup } from './backup/writeBackup';
import { openLog } from './openLog';

async function main(argv: string[]): Promise<number> {
  const [dir] = argv;
  if (!dir || argv.length > 1) {
    console.error('Usage: npm run backup -- <new folder>');
    return 2;
  }
  const config = loadConfig();
  if (!config.BACKUP_KEY) {
    console.error('Set BACKUP_KEY (at least 16 characters): the backup seals the personal-data keys with it, and a restore needs it.');
    return 2;
  }
  const log = await openLog();
  try {
    const manifest = await writeBackup(
      {
        databaseUrl: log.databaseUrl,
        files: await openFileStore(config.files),
        auditDigestDir: config.auditDigestDir,
        serverSecret: loadServerSecret(config),
        carryServerSecret: !config.SERVER_SECRET,
        // EventStoreDB's log is read through the port, before the snapshot of the keys and tables (decision 0151).
        ...(config.EVENTSTORE_URL ? { logStore: log.eventStore } : {}),
      },
      path.resolve(dir),
      config.BACKUP_KEY,
    );
    const n = (value: number) => value.toLocaleString('en-IN');
    console.log(
      `Backup written to ${path.resolve(dir)}: ${n(manifest.events.count)} events (up to ${manifest.head ? `${manifest.head.commit}-${manifest.head.prepare}` : 'the start'}), ` +
        `${n(manifest.secrets.count)} personal-data keys (sealed), ${n(manifest.tables.reduce((sum, t) => sum + t.count, 0))} rows of ${manifest.tables.length} tables, ` +
        `${n(manifest.digestCopies.count)} digest copies, ${n(manifest.files.length)} files.`,
    );
    return 0;
  } finally {
    await log.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
