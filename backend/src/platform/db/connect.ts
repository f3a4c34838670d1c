// Where the PostgreSQL for read models (and, by default, the event log) lives: DATABASE_URL or the embedded server.
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { lockDataDir } from './dataDirLock';
import { runningServerUrl, startEmbeddedPostgres } from './embeddedPostgres';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const embeddedDatabaseName = 'margdarshak';
const embeddedDataDir = (dataDir: string) => path.join(dataDir, 'postgres');

/** The database of the product running on DATA_DIR `dataDir` with its embedded server, for tools and tests. */
export const embeddedDatabaseUrl = (dataDir: string) => runningServerUrl(embeddedDataDir(dataDir), embeddedDatabaseName);

export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  const unlock = lockDataDir(config.dataDir);
  const server = await startEmbeddedPostgres({
    dataDir: embeddedDataDir(config.dataDir),
    durable: true,
    ownProcessGroup: true,
    log: (line) => logger.debug({ postgres: line }),
  });
  const client = new pg.Client({ connectionString: server.urlFor('postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [embeddedDatabaseName]);
    if (!rowCount) await client.query(`create database ${embeddedDatabaseName}`);
  } finally {
    await client.end();
  }
  logger.debug({ dataDir: server.dataDir, port: server.port }, 'embedded PostgreSQL started');
  return {
    url: server.urlFor(embeddedDatabaseName),
    embedded: true,
    stop: async () => {
      await server.stop();
      unlock();
    },
  };
}
