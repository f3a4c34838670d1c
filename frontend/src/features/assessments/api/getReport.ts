// GET /api/reports/{id}: a released report as /student/report/{id} shows it. A linked parent is answered the parent's
// view instead (audience 'parent'), which the page draws from its document's blocks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportResponse } from '@margdarshak/contracts/api/parentReport';
import { personalityTestPaths } from '@margdarshak/contracts/api/personalityTests';
import { apiRequest, typed } from '../../../lib/apiClient';

export const reportQueryOptions = (reportId: string) =>
  queryOptions({
    queryKey: ['reports', reportId],
    queryFn: ({ signal }) => apiRequest(personalityTestPaths.report(reportId), typed<ReportResponse>(), { signal, cache: 'no-store' }),
    // A comprehensive report can be updated under the same id: as fresh as the dashboard's list (dashboards §9).
    staleTime: 5 * 60_000,
  });

export function useReport(reportId: string) {
  return useQuery(reportQueryOptions(reportId));
}
