// GET /api/admin/operations (admins): how the read models and the processors are doing, for the back office's warning.

export interface ProjectionStatus {
  name: string;
  /** Events it consumes that it has not applied yet (of the next 10,000 in the log). */
  lag: number;
  /** Seconds since the oldest of those events was written; 0 when it is caught up. */
  lagSeconds: number;
  /** Its last attempt failed and it is retrying. */
  failing: boolean;
  /** Events it could not apply and went on without. */
  parked: number;
}

export interface ParkedEventSummary {
  projection: string;
  position: string;
  type: string;
  streamName: string;
  error: string;
  parkedAt: string;
}

export interface OperationsStatus {
  projections: ProjectionStatus[];
  /** The oldest parked events, at most 20. */
  parkedEvents: ParkedEventSummary[];
  jobs: { pending: number; failing: number; oldestDueAt: string | null };
  /** The same jobs per processor (only those with jobs due): `due` of them are not done, `failing` of those are retrying. */
  jobsByProcessor: { processor: string; due: number; failing: number; oldestDueAt: string | null }[];
}
