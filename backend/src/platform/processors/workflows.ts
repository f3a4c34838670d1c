// Read your workflow: a request whose events set processors to work (a refund, a slot released, a payment applied)
// answers once the jobs it awaits are done, so the page that follows shows the whole outcome. Bounded: a job that
// fails (a payment provider that is down) is retried in the background and the request answers with what is done.
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { awaitedPending } from './jobs';

export interface Workflows {
  /** Resolves true once no awaited job of the correlation is due and pending, false after the bound. */
  settle(correlationId: string | undefined, timeoutMs?: number): Promise<boolean>;
}

/** Jobs settling in this process, told to the requests waiting on them (the worker calls `settled`). */
export interface Settlements {
  settled(correlationId: string | null): void;
  listen(listener: (correlationId: string | null) => void): () => void;
}

export function createSettlements(): Settlements {
  const listeners = new Set<(correlationId: string | null) => void>();
  return {
    settled: (correlationId) => listeners.forEach((listener) => listener(correlationId)),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `local`: the settlements of a worker in this process, when it runs one; without it, the jobs table is polled. */
export function createWorkflows({ db, clock, local, pollMs = 20 }: { db: Knex; clock: Clock; local?: Settlements; pollMs?: number }): Workflows {
  return {
    async settle(correlationId, timeoutMs = 5_000) {
      if (!correlationId) return true;
      const deadline = Date.now() + timeoutMs;
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
