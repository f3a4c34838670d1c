// Where each projection has got to in the log. Written in the same transaction as the projection's rows.
import type { Knex } from 'knex';
import { startOfLog, type LogPosition } from '@margdarshak/contracts/log';

export const checkpointsTable = 'projection_checkpoints';

export async function migrateCheckpoints(db: Knex): Promise<void> {
  if (await db.schema.hasTable(checkpointsTable)) return;
  await db.schema.createTable(checkpointsTable, (table) => {
    table.text('name').primary();
    // xid8 values are below 2^63 for the next 2^31 transaction-id epochs, so bigint holds them.
    table.bigInteger('commit_position').notNullable();
    table.bigInteger('prepare_position').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

interface CheckpointRow {
  name: string;
  commit_position: string;
  prepare_position: string;
}

export async function readCheckpoints(db: Knex, names: string[]): Promise<Map<string, LogPosition>> {
  const rows = await db<CheckpointRow>(checkpointsTable).whereIn('name', names);
  const positions = new Map(names.map((name) => [name, startOfLog]));
  for (const row of rows) positions.set(row.name, { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) });
  return positions;
}

export async function writeCheckpoint(trx: Knex.Transaction, name: string, position: LogPosition): Promise<void> {
  await trx(checkpointsTable)
    .insert({ name, commit_position: String(position.commit), prepare_position: String(position.prepare), updated_at: trx.fn.now() })
    .onConflict('name')
    .merge();
}

export async function resetCheckpoint(db: Knex, name: string): Promise<void> {
  await db(checkpointsTable).where({ name }).delete();
}
