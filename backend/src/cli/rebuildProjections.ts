// `npm run projections:rebuild [name]`: drops read models and replays the whole log into them, with a progress bar.
import { SingleBar, Presets } from 'cli-progress';
import knex from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createPersonalDataVault, migratePersonalDataKeys } from '@margdarshak/projections/personalData';
import { projections } from '@margdarshak/projections/registry';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/connect';
import { createEventStoreDbEventStore } from '../platform/eventStore/eventStoreDb/eventStoreDbEventStore';
import { createPostgresEventStore, migrateEventStore } from '../platform/eventStore/postgres/postgresEventStore';

const wanted = process.argv[2];
const selected = wanted ? projections.filter((p) => p.name === wanted) : projections;
if (selected.length === 0) {
  console.error(`No projection named "${wanted}". Known: ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config, pino({ level: 'warn' }));
const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
const eventStore = config.EVENTSTORE_URL
  ? createEventStoreDbEventStore({ connectionString: config.EVENTSTORE_URL })
  : createPostgresEventStore({ connectionString: database.url });
try {
  if (!config.EVENTSTORE_URL) await migrateEventStore({ connectionString: database.url });
  await migratePersonalDataKeys(db);
  const total = config.EVENTSTORE_URL ? undefined : await countEvents(database.url);
  const vault = createPersonalDataVault(db);
  for (const projection of selected) {
    const bar = new SingleBar({ format: `${projection.name.padEnd(12)} {bar} {value}/{total} events`, stream: process.stderr }, Presets.shades_classic);
    bar.start(total ?? 0, 0);
    const result = await rebuildProjection({ db, log: eventStore, projection, context: { openPersonalData: vault.open }, onProgress: (n) => bar.update(n, total === undefined ? { total: n } : {}) });
    bar.stop();
    console.log(`${projection.name}: ${result.events} events in ${result.seconds.toFixed(2)} s, ${Math.round(result.eventsPerSecond).toLocaleString('en-IN')} events/s`);
  }
} finally {
  await eventStore.close();
  await db.destroy();
  await database.stop();
}

async function countEvents(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from events');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
