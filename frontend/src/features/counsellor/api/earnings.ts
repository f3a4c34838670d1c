// GET /api/counsellor/earnings: totals, per month and per package, and the sessions behind them (rupees).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { earningsPaths, type Earnings } from '@margdarshak/contracts/api/counsellorWorkspace';
import { apiRequest, typed } from '../../../lib/apiClient';

export const earningsQueryOptions = () =>
  queryOptions({
    queryKey: ['counsellor', 'earnings'],
    queryFn: ({ signal }) => apiRequest(earningsPaths.earnings, typed<Earnings>(), { signal, cache: 'no-store' }),
  });

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}
