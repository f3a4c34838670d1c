// What GET /api/health/ready reports: the database answers; how far behind the log each projection is (counting only
// the events it consumes), whether it is failing right now, and how many events it parked; and the processors' jobs
// that are due and not done. Each entry is an object, so more can be said of it without changing what clients read.
import type { Knex } from 'knex';
import { formatPosition, startOfLog, type LogPosition } from '@margdarshak/contracts/log';
import { readProgress } from '@margdarshak/projections/checkpoints';
import { parkedCounts } from '@margdarshak/projections/parked';
import type { Projection } from '@margdarshak/projections/projection';
import type { EventStore } from '../eventStore/eventStore';
import { jobsSummary, type JobsSummary } from '../processors/jobs';

/** At most this many log events after a checkpoint are looked at, so a probe stays cheap however far behind. */
export const defaultLagCap = 10_000;

export interface ProjectionReadiness {
  name: string;
  /** The log position the projection has committed up to, as `commit/prepare`. */
  checkpoint: string;
  /** Events it consumes among those after the checkpoint (the first `lagCap` of them). */
  lag: number;
  /** true when the look stopped at the cap: the projection may be further behind. */
  lagCapped: boolean;
  /** Its last attempt to apply an event failed, and it is retrying. */
  failing: boolean;
  /** Events it could not apply and went on without (npm run projections:replay-parked after a fix). */
  parked: number;
}

export interface Readiness {
  status: 'ready';
  database: 'ok';
  projections: ProjectionReadiness[];
  /** The processors' jobs due by now and not done; those that failed at least once are retrying. */
  jobs: JobsSummary;
}

export interface ReadinessSources {
  db: Knex;
  eventStore: Pick<EventStore, 'readAll'>;
  projections: readonly Pick<Projection, 'name' | 'eventTypes'>[];
  now: Date;
  lagCap?: number;
}

/** Rejects with the driver's error when the database or the log cannot be read (see isConnectionFailure). */
export async function checkReadiness({ db, eventStore, projections, now, lagCap = defaultLagCap }: ReadinessSources): Promise<Readiness> {
  const names = projections.map((p) => p.name);
  const [progress, parked, jobs] = await Promise.all([readProgress(db, names), parkedCounts(db), jobsSummary(db, now)]);
  // Projections that are caught up share a checkpoint: read the log after each distinct one once.
  const reads = new Map<string, Promise<{ types: string[]; capped: boolean }>>();
  const after = (position: LogPosition) => {
    const key = formatPosition(position);
    let read = reads.get(key);
    if (!read) {
      read = eventStore.readAll({ after: position, maxCount: lagCap }).then((events) => ({ types: events.map((e) => e.type), capped: events.length >= lagCap }));
      reads.set(key, read);
    }
    return read;
  };
  const entries = await Promise.all(
    projections.map(async ({ name, eventTypes }): Promise<ProjectionReadiness> => {
      const { position = startOfLog, failing = false } = progress.get(name) ?? {};
      const consumed = new Set(eventTypes);
      const { types, capped } = await after(position);
      return { name, checkpoint: formatPosition(position), lag: types.filter((type) => consumed.has(type)).length, lagCapped: capped, failing, parked: parked.get(name) ?? 0 };
    }),
  );
  return { status: 'ready', database: 'ok', projections: entries, jobs };
}
