// The processors' first half, on the projections' own machinery (one runner loop, its advisory lock, a checkpoint
// written in the same transaction as the jobs it plans, catch-up after a restart): each event a processor handles
// becomes the jobs it plans. Planning twice (a replay, two runners racing) inserts nothing new.
import { comparePositions, type RecordedEvent } from '@margdarshak/contracts/log';
import type { Projection } from '@margdarshak/projections/projection';
import { jobRecord, jobsTable, migrateJobs } from './jobs';
import type { Processor } from './processor';
import type { ProcessorStarts } from './starts';

export const schedulerName = 'processors';

/** The event types some processor plans awaited jobs for: only a request that appended one has a workflow to settle. */
export const awaitedEventTypes = (processors: readonly Processor[]): ReadonlySet<string> => new Set(processors.flatMap((p) => p.awaits ?? []));

export function schedulerProjection(processors: readonly Processor[], starts: ProcessorStarts = new Map()): Projection {
  const byType = new Map<string, Processor[]>();
  for (const processor of processors) for (const type of processor.eventTypes) byType.set(type, [...(byType.get(type) ?? []), processor]);
  return {
    name: schedulerName,
    version: 1,
    eventTypes: [...byType.keys()],
    tables: [], // the jobs outlive a replay: their ids make planning again a no-op
    migrate: migrateJobs,
    async apply(trx, events) {
      const after = (processor: Processor, event: RecordedEvent) => {
        const start = starts.get(processor.name);
        return !start || comparePositions(event.position, start) > 0;
      };
      const rows = events.flatMap((event) =>
        (byType.get(event.type) ?? [])
          .filter((processor) => after(processor, event))
          .flatMap((processor) => processor.plan(event).map((job) => jobRecord(processor.name, event, job, processor.awaits?.includes(event.type) ?? false))),
      );
      for (let i = 0; i < rows.length; i += 500)
        await trx(jobsTable)
          .insert(rows.slice(i, i + 500))
          .onConflict('id')
          .ignore();
    },
  };
}
