// The product's log: one JSON object per line (collectors, CI, tests, production), or readable lines when a person is
// watching: `npm start` in a terminal. Synchronous either way, so the last lines before an exit are never lost.
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export interface LoggerOptions {
  level: string;
  mode: string;
  /** Readable lines instead of JSON; by default when standard output is a terminal. */
  readable?: boolean;
}

export function createLogger({ level, mode, readable = process.stdout.isTTY === true }: LoggerOptions): Logger {
  const options = { level, base: { mode } };
  if (!readable) return pino(options);
  return pino(options, pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', singleLine: true, ignore: 'pid,hostname,mode' }));
}
