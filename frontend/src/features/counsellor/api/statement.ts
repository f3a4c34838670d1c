// GET /api/counsellors/{id}/statements/{YYYY-MM}: the month's statement (rupees), with the PDF and CSV beside it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Statement, statementPaths } from '@margdarshak/contracts/api/statements';
import { apiRequest, typed } from '../../../lib/apiClient';

export const statementQueryOptions = (counsellorId: string, month: string) =>
  queryOptions({
    queryKey: ['counsellor', 'statement', counsellorId, month],
    queryFn: ({ signal }) => apiRequest(statementPaths.statement(counsellorId, month), typed<Statement>(), { signal, cache: 'no-store' }),
    placeholderData: keepPreviousData,
  });

export function useStatement(counsellorId: string | undefined, month: string) {
  return useQuery({ ...statementQueryOptions(counsellorId ?? '', month), enabled: Boolean(counsellorId) });
}
