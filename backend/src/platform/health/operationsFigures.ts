// The figures an operator reads, computed in one place: GET /api/health/ready, the back office's operations card
// (GET /api/admin/operations) and GET /metrics all show these. Per read model: how far behind the log it is (the events
// it consumes after its checkpoint, and how long the oldest of them has waited), whether it is failing right now, and
// how many events it parked; per processor: its jobs due and not done, and those retrying. One read of each source.
import type { Knex } from 'knex';
import { formatPosition, startOfLog, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { readProgress } from '@margdarshak/projections/checkpoints';
import { parkedCounts } from '@margdarshak/projections/parked';
import type { Projection } from '@margdarshak/projections/projection';
import type { EventStore } from '../eventStore/eventStore';
import { jobsByProcessor, jobsSummary, type JobsSummary, type ProcessorJobs } from '../processors/jobs';

/** At most this many log events after a checkpoint are looked at, so a probe stays cheap however far behind. */
export const defaultLagCap = 10_000;

export interface ProjectionFigures {
  name: string;
  /** The log position the projection has committed up to, as `commit/prepare`. */
  checkpoint: string;
  /** Events it consumes among those after the checkpoint (the first `lagCap` of them). */
  lag: number;
  /** true when the look stopped at the cap: the projection may be further behind. */
  lagCapped: boolean;
  /** Seconds since the oldest event it consumes and has not applied was written; 0 when it is caught up. */
  lagSeconds: number;
  /** Its last attempt to apply an event failed, and it is retrying. */
  failing: boolean;
  /** Events it could not apply and went on without (npm run projections:replay-parked after a fix). */
  parked: number;
}

export interface OperationsFigures {
  projections: ProjectionFigures[];
  /** The processors' jobs due by now and not done, all together. */
  jobs: JobsSummary;
  /** The same, per processor (only processors with jobs due). */
  jobsByProcessor: ProcessorJobs[];
}

export interface FigureSources {
  db: Knex;
  eventStore: Pick<EventStore, 'readAll'>;
  projections: readonly Pick<Projection, 'name' | 'eventTypes'>[];
  now: Date;
  lagCap?: number;
}

/** Rejects with the driver's error when the database or the log cannot be read (see isConnectionFailure). */
export async function readOperationsFigures({ db, eventStore, projections, now, lagCap = defaultLagCap }: FigureSources): Promise<OperationsFigures> {
  const names = projections.map((p) => p.name);
  const [progress, parked, byProcessor] = await Promise.all([readProgress(db, names), parkedCounts(db), jobsByProcessor(db, now)]);
  // Projections that are caught up share a checkpoint: read the log after each distinct one once.
  const reads = new Map<string, Promise<RecordedEvent[]>>();
  const after = (position: LogPosition) => {
    const key = formatPosition(position);
    let read = reads.get(key);
    if (!read) {
      read = eventStore.readAll({ after: position, maxCount: lagCap });
      reads.set(key, read);
    }
    return read;
  };
  const entries = await Promise.all(
    projections.map(async ({ name, eventTypes }): Promise<ProjectionFigures> => {
      const { position = startOfLog, failing = false } = progress.get(name) ?? {};
      const consumed = new Set(eventTypes);
      const events = await after(position);
      const unapplied = events.filter((event) => consumed.has(event.type));
      const oldest = unapplied[0];
      const lagSeconds = oldest ? Math.max(0, (now.getTime() - Date.parse(oldest.metadata.at)) / 1000) : 0;
      return { name, checkpoint: formatPosition(position), lag: unapplied.length, lagCapped: events.length >= lagCap, lagSeconds, failing, parked: parked.get(name) ?? 0 };
    }),
  );
  return { projections: entries, jobs: jobsSummary(byProcessor), jobsByProcessor: byProcessor };
}
