import { QueryClient } from '@tanstack/react-query';

/** public-area §7: no refetch on window focus, cached indefinitely unless a query says otherwise, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
