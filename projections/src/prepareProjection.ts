// Brings a projection's tables to its current version at start. Tables from another version are dropped and the
// checkpoint goes back to the start of the log, so the runner replays every event into the new shape: changing a read
// model never needs a hand-written data migration.
import type { Knex } from 'knex';
import { lockReadSideSchema, migrateCheckpoints, readCheckpointVersion, resetCheckpoint } from './checkpoints';
import type { Projection } from './projection';

/** What happened: 'rebuilding' means the tables were replaced and the runner replays the log into them. */
export type Preparation = 'current' | 'created' | 'rebuilding';

export async function prepareProjection(db: Knex, projection: Projection): Promise<Preparation> {
  await migrateCheckpoints(db);
  return db.transaction(async (trx) => {
    await lockReadSideSchema(trx);
    const version = await readCheckpointVersion(trx, projection.name);
    if (version === projection.version) {
      await projection.migrate(trx);
      return 'current';
    }
    await recreate(trx, projection);
    return version === undefined ? 'created' : 'rebuilding';
  });
}

async function recreate(trx: Knex.Transaction, projection: Projection): Promise<void> {
  for (const table of projection.tables) await trx.schema.dropTableIfExists(table);
  await projection.migrate(trx);
  await resetCheckpoint(trx, projection.name, projection.version);
}

/**
 * Empty tables of the current shape and the checkpoint back at the start (parked events and a pending replay request
 * forgotten), in one transaction: the runner holding the projection then replays the whole log into it.
 */
export async function replayFromStart(db: Knex, projection: Projection): Promise<void> {
  await db.transaction(async (trx) => {
    await lockReadSideSchema(trx);
    await recreate(trx, projection);
  });
}
