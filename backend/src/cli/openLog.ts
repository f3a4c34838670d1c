// What the operator commands need: the configured database (embedded or DATABASE_URL), its read-model connection, the
// event log (PostgreSQL or EventStoreDB) and the personal-data keys, opened as `npm start` would and closed together.
import knex, { type Knex } from 'knex';
import pino from 'pino';
import { createPersonalDataVault, migratePersonalDataKeys, type PersonalDataVault } from '@margdarshak/projections/personalData';
import { loadConfig, type Config } from '../platform/config';
import { openDatabase } from '../platform/db/connect';
import type { EventStore } from '../platform/eventStore/eventStore';
import { createEventStoreDbEventStore } from '../platform/eventStore/eventStoreDb/eventStoreDbEventStore';
import { createPostgresEventStore, migrateEventStore } from '../platform/eventStore/postgres/postgresEventStore';

export interface OpenLog {
  config: Config;
  db: Knex;
  eventStore: EventStore;
  vault: PersonalDataVault;
  close(): Promise<void>;
}

export async function openLog(): Promise<OpenLog> {
  const config = loadConfig();
  const database = await openDatabase(config, pino({ level: 'warn' }));
  const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const eventStore = config.EVENTSTORE_URL
    ? createEventStoreDbEventStore({ connectionString: config.EVENTSTORE_URL })
    : createPostgresEventStore({ connectionString: database.url });
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
  return { config, db, eventStore, vault: createPersonalDataVault(db), close };
}
