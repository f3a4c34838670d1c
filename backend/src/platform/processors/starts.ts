// Where each processor that must not act on history starts: the head of the log when it first ran, kept so that later
// starts, and every copy of the product, agree.
import type { Knex } from 'knex';
import { startOfLog, type LogPosition } from '@margdarshak/contracts/log';
import type { EventStore } from '../eventStore/eventStore';
import type { Processor } from './processor';

const startsTable = 'processor_starts';

export type ProcessorStarts = ReadonlyMap<string, LogPosition>;

export async function processorStarts(db: Knex, eventStore: Pick<EventStore, 'headPosition'>, processors: readonly Processor[]): Promise<ProcessorStarts> {
  await db.raw(`create table if not exists ${startsTable} (processor text primary key, "commit" bigint not null, "prepare" bigint not null)`);
  const late = processors.filter((p) => p.from === 'deployment').map((p) => p.name);
  if (late.length > 0) {
    const head = (await eventStore.headPosition()) ?? startOfLog;
    const rows = late.map((processor) => ({ processor, commit: String(head.commit), prepare: String(head.prepare) }));
    await db(startsTable).insert(rows).onConflict('processor').ignore();
  }
  const stored: { processor: string; commit: string; prepare: string }[] = await db(startsTable).select('*').whereIn('processor', late);
  return new Map(stored.map((row) => [row.processor, { commit: BigInt(row.commit), prepare: BigInt(row.prepare) }]));
}
