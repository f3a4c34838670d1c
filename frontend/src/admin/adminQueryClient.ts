import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './adminHttp';

function isClientError(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** dashboards §9: admin queries are fresh for 60 s and retried 3 times (never on a 4xx), backing off up to 30 s. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 3 && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
}
