// What a read model gives the runner (runner.ts). One folder per read model implements it.
import type { Knex } from 'knex';
import type { RecordedEvent } from '@margdarshak/contracts/log';

export interface Projection {
  /** Unique, stable; names the checkpoint row and the advisory lock. */
  name: string;
  /**
   * The shape of its tables. Raise it with any change to them or to what apply writes: the next start drops the
   * tables and replays the log into the new ones (prepareProjection).
   */
  version: number;
  /**
   * The event types it consumes: the runner hands it only these, and a command waits only for the projections that
   * consume the types it appended.
   */
  eventTypes: readonly string[];
  /** Tables this projection owns: dropped and recreated by a rebuild. */
  tables: string[];
  /** Creates the tables if they do not exist (idempotent). */
  migrate(db: Knex): Promise<void>;
  /**
   * Applies a batch of events, in log order, inside the runner's transaction (the checkpoint is written in the same one).
   * Ignores event types it does not handle. Deterministic: a rebuild gives the same rows.
   */
  apply(trx: Knex.Transaction, events: RecordedEvent[], context: ProjectionContext): Promise<void>;
}

export interface ProjectionContext {
  /** Decrypts personal data sealed in events; answers undefined once the person's key is erased. */
  openPersonalData(subjectId: string, sealed: string): Promise<string | undefined>;
}
