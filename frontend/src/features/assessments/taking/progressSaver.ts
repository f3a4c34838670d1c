// Saves a test's answers as the student goes: a second after the last change, at once on a flush (a page turned, the
// page left), one request at a time so an older save never lands after a newer one. Each save sends every answer so far,
// so a failed save loses nothing: the answers stay pending and go with the next change or flush.
import type { Answers } from '@margdarshak/contracts/api/personalityTests';

/** idle: nothing to save yet; pending: changes wait for the debounce; failed: the last save did not go through. */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface ProgressSaverOptions {
  save(answers: Answers, options: { keepalive: boolean }): Promise<void>;
  onStatus(status: SaveStatus): void;
  onSaved?(): void;
  onError?(error: unknown): void;
  delayMs?: number;
}

export interface ProgressSaver {
  change(answers: Answers): void;
  /** Saves pending answers now; `keepalive` as the page is being left. */
  flush(options?: { keepalive?: boolean }): void;
  /** No more saves (the test was submitted): pending answers are dropped, a save under way is ignored. */
  stop(): void;
}

export const SAVE_DELAY_MS = 1000;

export function createProgressSaver({ save, onStatus, onSaved, onError, delayMs = SAVE_DELAY_MS }: ProgressSaverOptions): ProgressSaver {
  /** The newest answers not yet saved; null when everything is. */
  let unsaved: Answers | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  /** A flush asked for while a save was under way: run it as soon as that one ends. */
  let flushAfter: { keepalive: boolean } | null = null;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const run = (keepalive: boolean) => {
    if (stopped || unsaved === null) return;
    if (inFlight) {
      flushAfter = { keepalive: keepalive || (flushAfter?.keepalive ?? false) };
      return;
    }
    clearTimer();
    const sending = unsaved;
    unsaved = null;
    inFlight = true;
    onStatus('saving');
    save(sending, { keepalive }).then(
      () => {
        inFlight = false;
        if (stopped) return;
        onSaved?.();
        afterSave(unsaved === null ? 'saved' : 'pending');
      },
      (error: unknown) => {
        inFlight = false;
        if (stopped) return;
        // Newer answers include these (each save carries them all): keep whichever is newest for the retry.
        unsaved ??= sending;
        onError?.(error);
        // A retry waits for the next change or flush rather than hammering a server that just refused or failed.
        flushAfter = null;
        onStatus('failed');
      },
    );
  };

  const afterSave = (status: 'saved' | 'pending') => {
    onStatus(status);
    if (flushAfter) {
      const { keepalive } = flushAfter;
      flushAfter = null;
      run(keepalive);
    }
  };

  return {
    change(answers) {
      if (stopped) return;
      unsaved = answers;
      if (!inFlight) onStatus('pending');
      clearTimer();
      timer = setTimeout(() => {
        timer = undefined;
        run(false);
      }, delayMs);
    },
    flush({ keepalive = false } = {}) {
      clearTimer();
      run(keepalive);
    },
    stop() {
      stopped = true;
      clearTimer();
      unsaved = null;
    },
  };
}
