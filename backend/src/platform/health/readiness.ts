// What GET /api/health/ready reports: the database answers, and how far behind the log each read model is.
// Each projection's entry is an object so that more can be said of it (parked events, a processor's pending work)
// without changing the shape clients already read.
import type { Knex } from 'knex';
import { formatPosition, startOfLog, type LogPosition } from '@margdarshak/contracts/log';
import { readCheckpoints } from '@margdarshak/projections/checkpoints';
import type { EventStore } from '../eventStore/eventStore';

/** Lag is counted up to this many events, so a probe stays cheap however far behind a projection is. */
export const defaultLagCap = 10_000;

export interface ProjectionReadiness {
  name: string;
  /** The log position the read model has applied up to, as `commit/prepare`. */
  checkpoint: string;
  /** Events in the log after the checkpoint, counted up to the cap. */
  lag: number;
  /** true when the count stopped at the cap: the projection is at least that far behind. */
  lagCapped: boolean;
}

export interface Readiness {
  status: 'ready';
  database: 'ok';
  projections: ProjectionReadiness[];
}

export interface ReadinessSources {
  db: Knex;
  eventStore: Pick<EventStore, 'readAll'>;
  projectionNames: string[];
  lagCap?: number;
}

/** Rejects with the driver's error when the database or the log cannot be read (see isConnectionFailure). */
export async function checkReadiness({ db, eventStore, projectionNames, lagCap = defaultLagCap }: ReadinessSources): Promise<Readiness> {
  const checkpoints = await readCheckpoints(db, projectionNames);
  // Read models that are caught up share a checkpoint: count the events after each distinct one once.
  const counts = new Map<string, Promise<number>>();
  const lagAfter = (position: LogPosition) => {
    const key = formatPosition(position);
    let count = counts.get(key);
    if (!count) {
      count = eventStore.readAll({ after: position, maxCount: lagCap }).then((events) => events.length);
      counts.set(key, count);
    }
    return count;
  };
  const projections = await Promise.all(
    projectionNames.map(async (name): Promise<ProjectionReadiness> => {
      const position = checkpoints.get(name) ?? startOfLog;
      const lag = await lagAfter(position);
      return { name, checkpoint: formatPosition(position), lag, lagCapped: lag >= lagCap };
    }),
  );
  return { status: 'ready', database: 'ok', projections };
}
