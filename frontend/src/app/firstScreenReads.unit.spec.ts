import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_READS_MS, settledWithin } from './firstScreenReads';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => {});
const after = (ms: number, value: string) => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

describe('a first screen’s reads on the server', () => {
  it('wait for every read that answers in time', async () => {
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['quick'], queryFn: () => after(10, 'quick') });
    void client.prefetchQuery({ queryKey: ['slower'], queryFn: () => after(FIRST_SCREEN_READS_MS - 1, 'slower') });
    let done = false;
    const reads = settledWithin(client).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_READS_MS - 2);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await reads;
    expect(client.getQueryData(['quick'])).toBe('quick');
    expect(client.getQueryData(['slower'])).toBe('slower');
  });

  it('drop a read that has not answered in time, keep the others, and leave nothing fetching', async () => {
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['quick'], queryFn: () => after(10, 'quick') });
    void client.prefetchQuery({ queryKey: ['stuck'], queryFn: never });
    let done = false;
    const reads = settledWithin(client).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_READS_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await reads;
    expect(client.getQueryData(['quick'])).toBe('quick');
    expect(client.getQueryState(['stuck'])).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined });
    expect(client.isFetching()).toBe(0);
  });
});
