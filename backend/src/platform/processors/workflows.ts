// Read your workflow: a request whose events set processors to work (a refund, a slot released, a payment applied)
// answers once the jobs it awaits are done, so the page that follows shows the whole outcome. Bounded: a job that
// fails (a payment provider that is down) is retried in the background and the request answers with what is done.
import type { Knex } from 'knex';
import type { ReadModelWaiter } from '@margdarshak/projections/readModelProgress';
import type { Clock } from '../clock';
import type { Actor } from '../commandHandler';
import { awaitedPending } from './jobs';

export interface Workflows {
  /**
   * Resolves true once the processors have planned what the actor's events ask for and no awaited job of its
   * correlation is due and pending; false after the bound.
   */
  settle(actor: Pick<Actor, 'correlationId' | 'appendedUpTo' | 'appendedTypes'>, timeoutMs?: number): Promise<boolean>;
}

/** Jobs settling in this process, told to the requests waiting on them (the worker calls `settled`). */
export interface Settlements {
  settled(correlationId: string | null): void;
  listen(listener: (correlationId: string | null) => void): () => void;
}

export function createSettlements(): Settlements {
  const listeners = new Set<(correlationId: string | null) => void>();
  return {
    settled: (correlationId) =>
      listeners.forEach((listener) => {
        listener(correlationId);
      }),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface WorkflowOptions {
  db: Knex;
  clock: Clock;
  /** The processors' scheduler: how far it has planned jobs from the log. */
  planned: ReadModelWaiter;
  /** The event types some processor plans awaited jobs for (scheduler.ts awaitedEventTypes). */
  awaitedTypes: ReadonlySet<string>;
  /** The settlements of a worker in this process, when it runs one; without it, the jobs table is polled. */
  local?: Settlements;
  pollMs?: number;
}

/** Whether an actor's appended events may have set awaited work off (unknown types: assume they may). */
export const mayAwait = (types: ReadonlySet<string> | undefined, awaitedTypes: ReadonlySet<string>) => !types || [...types].some((type) => awaitedTypes.has(type));

export function createWorkflows({ db, clock, planned, awaitedTypes, local, pollMs = 20 }: WorkflowOptions): Workflows {
  return {
    async settle({ correlationId, appendedUpTo, appendedTypes }, timeoutMs = 5_000) {
      if (!correlationId || !mayAwait(appendedTypes, awaitedTypes)) return true;
      const deadline = Date.now() + timeoutMs;
      if (appendedUpTo && !(await planned.waitFor(appendedUpTo, { strict: true, timeoutMs }))) return false;
      for (;;) {
        if ((await awaitedPending(db, correlationId, clock.now())) === 0) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        // A job settling in this process wakes us at once; one settling in another process is seen at the next look.
        await new Promise<void>((resolve) => {
          const finish = () => {
            clearTimeout(timer);
            unsubscribe?.();
            resolve();
          };
          const timer = setTimeout(finish, Math.min(left, local ? 250 : pollMs));
          const unsubscribe = local?.listen((settled) => settled === correlationId && finish());
        });
      }
    },
  };
}
