import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_READS_MS, settledWithin } from './firstScreenReads';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => {});
const after = (ms: number, value: string) => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

/** Starts the reads, and checks that settledWithin has not resolved 2 ms before the limit and has resolved by it. */
async function readWithin(reads: Record<string, () => Promise<string>>): Promise<QueryClient> {
  const client = new QueryClient();
  for (const [key, queryFn] of Object.entries(reads)) void client.prefetchQuery({ queryKey: [key], queryFn });
  let done = false;
  const settled = settledWithin(client).then(() => (done = true));
  await vi.advanceTimersByTimeAsync(FIRST_SCREEN_READS_MS - 2);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(2);
  await settled;
  return client;
}

describe('a first screen’s reads on the server', () => {
  it('wait for every read that answers in time', async () => {
    const client = await readWithin({ quick: () => after(10, 'quick'), slower: () => after(FIRST_SCREEN_READS_MS - 1, 'slower') });
    expect(client.getQueryData(['quick'])).toBe('quick');
    expect(client.getQueryData(['slower'])).toBe('slower');
  });

  it('drop a read that has not answered in time, keep the others, and leave nothing fetching', async () => {
    const client = await readWithin({ quick: () => after(10, 'quick'), stuck: never });
    expect(client.getQueryData(['quick'])).toBe('quick');
    expect(client.getQueryState(['stuck'])).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined });
    expect(client.isFetching()).toBe(0);
  });
});
