// What an API process keeps in memory and another process can make stale: cached reads (a projection another process
// runs applied a batch: it NOTIFYs `projection_applied`) and signed-in sessions (one ended elsewhere: `sessions_ended`).
// We LISTEN on those channels. The LISTEN connection is lost whenever the database restarts or drops it; then nobody
// tells us about changes, so until it is back every handler is told "anything may have changed" again at each attempt
// to reconnect (what is kept is then at most one attempt old), and once more when LISTEN is back.
import pg from 'pg';
import type { Logger } from 'pino';
import { connectTimeoutMs } from './connectionOptions';

export interface ChangeNoticesOptions {
  connectionString: string;
  /** Per channel: called with the notice's payload, or with nothing when anything may have changed. */
  channels: Record<string, (payload?: string) => void>;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Pause between two attempts to reconnect (default 1 s). */
  retryMs?: number;
}

export interface ChangeNotices {
  stop(): Promise<void>;
}

/** Resolves once listening (a database down at start-up rejects, as the rest of start-up would); reconnects by itself. */
export async function listenForChanges({ connectionString, channels, logger, retryMs = 1_000 }: ChangeNoticesOptions): Promise<ChangeNotices> {
  const onChange = () => {
    for (const handle of Object.values(channels)) handle();
  };
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
      logger.warn('lost the connection that hears about changes made elsewhere; reconnecting');
      onChange();
      retrySoon();
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => channels[message.channel]?.(message.payload || undefined));
    try {
      await next.connect();
      await next.query(
        Object.keys(channels)
          .map((channel) => `listen ${pg.escapeIdentifier(channel)};`)
          .join(' '),
      );
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
          logger.info('listening for changes made elsewhere again');
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
