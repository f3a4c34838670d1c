// An API process drops cached reads when a projection another process runs applies a batch: that process NOTIFYs on
// `projection_applied` and we LISTEN. The LISTEN connection is lost whenever the database restarts or drops it; then
// nobody tells us about changes, so until it is back every cached read is dropped again at each attempt to reconnect
// (cached data is then at most one attempt old), and once more when LISTEN is back (for what changed meanwhile).
import pg from 'pg';
import type { Logger } from 'pino';
import { projectionAppliedChannel } from '@margdarshak/projections/runner';
import { connectTimeoutMs } from './connectionOptions';

export interface ProjectionChangesOptions {
  connectionString: string;
  /** A projection's name, or no name when anything may have changed. */
  onChange(projection?: string): void;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Pause between two attempts to reconnect (default 1 s). */
  retryMs?: number;
}

export interface ProjectionChanges {
  stop(): Promise<void>;
}

/** Resolves once listening (a database down at start-up rejects, as the rest of start-up would); reconnects by itself. */
export async function listenForProjectionChanges({ connectionString, onChange, logger, retryMs = 1_000 }: ProjectionChangesOptions): Promise<ProjectionChanges> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => {});
      if (client !== next) return;
      client = undefined;
      if (stopped) return;
      logger.warn('lost the connection that hears about read-model changes; reconnecting');
      onChange();
      retrySoon();
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => onChange(message.payload || undefined));
    try {
      await next.connect();
      await next.query(`listen ${projectionAppliedChannel}`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (lost) throw new Error('connection lost while starting to listen');
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  function retrySoon() {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      onChange();
      connect().then(
        () => {
          if (stopped) return;
          onChange(); // changes made while we were not listening went unannounced
          logger.info('listening for read-model changes again');
        },
        () => retrySoon(),
      );
    }, retryMs);
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
