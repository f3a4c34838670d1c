// `npm run restore -- <dir>`: a backup into an EMPTY target (the configured DATA_DIR with a new embedded database, or an
// empty DATABASE_URL): checks every part's sha256 and opens the keys with BACKUP_KEY before writing anything, writes
// the log, keys, rows and files back, re-applies every erasure in the log, rebuilds every read model and runs the
// audit's verification. Exit 0 when it all holds, 1 when anything differs or failed, 2 on a wrong invocation.
import path from 'node:path';
import knex from 'knex';
import pino from 'pino';
import { createPersonalDataVault } from '@margdarshak/projections/personalData';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/connect';
import { createPostgresEventStore } from '../platform/eventStore/postgres/postgresEventStore';
import { openFileStore } from '../platform/files/openFileStore';
import { loadServerSecret } from '../platform/serverSecret';
import { formatVerifyReport } from '../modules/audit';
import { serverSecretProblem } from './backup/backupSecrets';
import { openBackup } from './backup/openBackup';
import { migrateTarget, rebuildAndVerify } from './backup/restoredProduct';
import { restoreBackup } from './backup/restoreBackup';

async function main(argv: string[]): Promise<number> {
  const [dir] = argv;
  if (!dir || argv.length > 1) {
    console.error('Usage: npm run restore -- <backup folder>');
    return 2;
  }
  const config = loadConfig();
  if (!config.BACKUP_KEY) {
    console.error('Set BACKUP_KEY to the key the backup was made with: it opens the personal-data keys.');
    return 2;
  }
  if (config.EVENTSTORE_URL) {
    console.error('A restore writes the log into PostgreSQL, at its positions (EventStoreDB gives its own): unset EVENTSTORE_URL (decision 0151).');
    return 2;
  }
  const backup = await openBackup(path.resolve(dir), config.BACKUP_KEY);
  const secretProblem = serverSecretProblem(config.SERVER_SECRET, backup.secrets);
  if (secretProblem) throw new Error(`${secretProblem} Nothing was restored.`);
  const database = await openDatabase(config, pino({ level: 'warn' }));
  const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const eventStore = createPostgresEventStore({ connectionString: database.url });
  try {
    const restored = await restoreBackup(
      {
        databaseUrl: database.url,
        files: await openFileStore(config.files),
        auditDigestDir: config.auditDigestDir,
        ...(config.SERVER_SECRET ? {} : { serverSecretFile: path.join(config.dataDir, 'server-secret') }),
        migrate: () => migrateTarget(db, database.url, config),
      },
      backup,
    );
    const n = (value: number) => value.toLocaleString('en-IN');
    console.log(
      `Restored ${n(restored.events)} events, ${n(restored.keys)} personal-data keys (${n(restored.erasedAgain.length)} erased again, as the log says), ` +
        `${n(restored.rows)} rows and ${n(restored.files)} files; rebuilding the read models and verifying…`,
    );
    const report = await rebuildAndVerify({ db, eventStore, vault: createPersonalDataVault(db), serverSecret: loadServerSecret(config), config }, { readModels: true });
    console.log(formatVerifyReport(report));
    return report.ok ? 0 : 1;
  } finally {
    await eventStore.close();
    await db.destroy();
    await database.stop();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
