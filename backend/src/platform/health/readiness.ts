// What GET /api/health/ready reports: the database answers; how far behind the log each projection is (counting only
// the events it consumes), whether it is failing right now, and how many events it parked; and the processors' jobs
// that are due and not done. Each entry is an object, so more can be said of it without changing what clients read.
// The figures themselves come from operationsFigures.ts, which the back office and /metrics read too.
import type { JobsSummary } from '../processors/jobs';
import { type FigureSources, type ProjectionFigures, readOperationsFigures } from './operationsFigures';

export type ProjectionReadiness = Omit<ProjectionFigures, 'lagSeconds'>;

export interface Readiness {
  status: 'ready';
  database: 'ok';
  projections: ProjectionReadiness[];
  /** The processors' jobs due by now and not done; those that failed at least once are retrying. */
  jobs: JobsSummary;
}

export type ReadinessSources = FigureSources;

/** Rejects with the driver's error when the database or the log cannot be read (see isConnectionFailure). */
export async function checkReadiness(sources: ReadinessSources): Promise<Readiness> {
  const figures = await readOperationsFigures(sources);
  const projections = figures.projections.map(({ lagSeconds: _, ...readiness }) => readiness);
  return { status: 'ready', database: 'ok', projections, jobs: figures.jobs };
}
