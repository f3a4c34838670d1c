// What the operator commands need: the configured database (embedded or DATABASE_URL), its read-model connection, the
// event log (PostgreSQL or EventStoreDB) and the personal-data keys, opened as `npm start` would and closed together.
// With the embedded default and the product running, they use the product's own server rather than start another.
import knex, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createPersonalDataVault, migratePersonalDataKeys, type PersonalDataVault } from '@margdarshak/projections/personalData';
import { loadConfig, type Config } from '../platform/config';
import { embeddedDatabaseUrl, openDatabase } from '../platform/db/connect';
import type { EventStore } from '../platform/eventStore/eventStore';
import { createEventStoreDbEventStore } from '../platform/eventStore/eventStoreDb/eventStoreDbEventStore';
import { createPostgresEventStore, migrateEventStore } from '../platform/eventStore/postgres/postgresEventStore';

export interface OpenLog {
  config: Config;
  /** The database's connection string (the embedded server's, or DATABASE_URL). */
  databaseUrl: string;
  db: Knex;
  eventStore: EventStore;
  vault: PersonalDataVault;
  close(): Promise<void>;
}

async function runningEmbedded(config: Config): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  const url = config.DATABASE_URL ? undefined : embeddedDatabaseUrl(config.dataDir);
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return { url, stop: async () => {} };
  } catch {
    return undefined; // a server that died: start our own
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openLog(): Promise<OpenLog> {
  const config = loadConfig();
  const database = (await runningEmbedded(config)) ?? (await openDatabase(config, pino({ level: 'warn' })));
  const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const eventStore = config.EVENTSTORE_URL ? createEventStoreDbEventStore({ connectionString: config.EVENTSTORE_URL }) : createPostgresEventStore({ connectionString: database.url });
  const close = async () => {
    await eventStore.close();
    await db.destroy();
    await database.stop();
  };
  try {
    if (!config.EVENTSTORE_URL) await migrateEventStore({ connectionString: database.url });
    await migratePersonalDataKeys(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { config, databaseUrl: database.url, db, eventStore, vault: createPersonalDataVault(db), close };
}
