// Drops a read model and replays the whole log into it from position 0.
import type { Knex } from 'knex';
import type { LogPosition } from '@margdarshak/contracts/log';
import { advisoryLock, projectionLockKey } from './advisoryLock';
import { migrateCheckpoints, resetCheckpoint, writeCheckpoint } from './checkpoints';
import type { Projection, ProjectionContext } from './projection';
import type { LogSource } from './runner';

export interface RebuildResult {
  name: string;
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

export interface RebuildOptions {
  db: Knex;
  log: Pick<LogSource, 'readAll'>;
  projection: Projection;
  context: ProjectionContext;
  batchSize?: number;
  /** How long to wait for a running projector to let go of the projection. */
  lockTimeoutMs?: number;
  onProgress?: (eventsReplayed: number) => void;
}

export async function rebuildProjection({ db, log, projection, context, batchSize = 5_000, lockTimeoutMs = 10_000, onProgress }: RebuildOptions): Promise<RebuildResult> {
  const lock = await advisoryLock(db, projectionLockKey(projection.name), lockTimeoutMs);
  if (!lock) throw new Error(`Projection ${projection.name} is held by a running projector; stop it before rebuilding.`);
  try {
    await migrateCheckpoints(db);
    for (const table of projection.tables) await db.schema.dropTableIfExists(table);
    await resetCheckpoint(db, projection.name);
    await projection.migrate(db);

    const started = performance.now();
    let events = 0;
    const read = (after?: LogPosition) => log.readAll({ ...(after ? { after } : {}), maxCount: batchSize });
    // The next page is read while the current one is applied.
    let next = read();
    for (;;) {
      const batch = await next;
      const last = batch.at(-1);
      if (!last) break;
      next = read(last.position);
      await db.transaction(async (trx) => {
        await projection.apply(trx, batch, context);
        await writeCheckpoint(trx, projection.name, last.position);
      });
      events += batch.length;
      onProgress?.(events);
    }
    const seconds = (performance.now() - started) / 1000;
    return { name: projection.name, events, seconds, eventsPerSecond: seconds > 0 ? events / seconds : 0 };
  } finally {
    await lock.release();
  }
}
