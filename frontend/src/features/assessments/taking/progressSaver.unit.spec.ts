import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '@margdarshak/contracts/api/personalityTests';
import { createProgressSaver, SAVE_DELAY_MS, type SaveStatus } from './progressSaver';

interface Call {
  answers: Answers;
  keepalive: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

/** A saver whose server answers only when the test says so. */
function harness() {
  const calls: Call[] = [];
  const statuses: SaveStatus[] = [];
  const saver = createProgressSaver({
    save: (answers, { keepalive }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ answers, keepalive, resolve, reject });
      }),
    onStatus: (status) => statuses.push(status),
  });
  const last = () => statuses.at(-1);
  const call = (i: number) => {
    const found = calls[i];
    if (!found) throw new Error(`no save number ${i}`);
    return found;
  };
  return { saver, calls, call, statuses, last };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('saving a test’s progress', () => {
  it('saves once, a second after the last of several quick changes, with every answer so far', async () => {
    const { saver, calls, call, last } = harness();
    saver.change({ a: 1 });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    saver.change({ a: 1, b: 2 });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    expect(last()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.answers)).toEqual([{ a: 1, b: 2 }]);
    expect(last()).toBe('saving');
    call(0).resolve();
    await settle();
    expect(last()).toBe('saved');
  });

  it('saves at once on a flush, and sends keepalive when the page is being left', async () => {
    const { saver, call } = harness();
    saver.change({ a: 3 });
    saver.flush({ keepalive: true });
    expect(call(0)).toMatchObject({ answers: { a: 3 }, keepalive: true });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 3);
    call(0).resolve();
    await settle();
    saver.flush();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 3);
    expect(() => call(1)).toThrow();
  });

  it('keeps the answers of a failed save and sends them with the next change', async () => {
    const { saver, calls, call, last } = harness();
    saver.change({ a: 1 });
    saver.flush();
    call(0).reject(new Error('offline'));
    await settle();
    expect(last()).toBe('failed');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 5);
    expect(calls).toHaveLength(1);
    saver.change({ a: 1, b: 4 });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(call(1).answers).toEqual({ a: 1, b: 4 });
  });

  it('retries a failed save on a flush even with no new change', async () => {
    const { saver, call } = harness();
    saver.change({ a: 2 });
    saver.flush();
    call(0).reject(new Error('500'));
    await settle();
    saver.flush();
    expect(call(1).answers).toEqual({ a: 2 });
  });

  it('never has two saves under way: a change made during a save goes after it, newest answers only', async () => {
    const { saver, calls, call, last } = harness();
    saver.change({ a: 1 });
    saver.flush();
    saver.change({ a: 1, b: 1 });
    saver.change({ a: 1, b: 1, c: 1 });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    call(0).resolve();
    await settle();
    expect(calls).toHaveLength(2);
    expect(call(1).answers).toEqual({ a: 1, b: 1, c: 1 });
    call(1).resolve();
    await settle();
    expect(last()).toBe('saved');
  });

  it('keeps the newer answers when an older save fails after a change', async () => {
    const { saver, call } = harness();
    saver.change({ a: 1 });
    saver.flush();
    saver.change({ a: 1, b: 5 });
    call(0).reject(new Error('timeout'));
    await settle();
    saver.flush();
    expect(call(1).answers).toEqual({ a: 1, b: 5 });
  });

  it('saves nothing more once stopped (the test was submitted)', async () => {
    const { saver, calls, call, statuses } = harness();
    saver.change({ a: 1 });
    saver.flush();
    saver.change({ a: 1, b: 2 });
    saver.stop();
    call(0).resolve();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 3);
    saver.change({ a: 1, b: 2, c: 3 });
    saver.flush();
    expect(calls).toHaveLength(1);
    expect(statuses.at(-1)).toBe('saving');
  });
});
