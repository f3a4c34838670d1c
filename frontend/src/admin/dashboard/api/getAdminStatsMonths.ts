// GET /api/admin/stats/months: revenue and bookings for each of the last ADMIN_STATS_MONTHS months, for the chart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsMonth } from '@margdarshak/contracts/api/admin';
import { httpClient } from '../../adminHttp';
import { chartMonths } from '../overviewFigures';

const fetchAdminStatsMonths = async () => chartMonths((await httpClient('/api/admin/stats/months')).json as AdminStatsMonth[]);

export const adminStatsMonthsQuery = queryOptions({ queryKey: ['admin', 'stats', 'months'], queryFn: fetchAdminStatsMonths });

export const useAdminStatsMonths = () => useQuery(adminStatsMonthsQuery);
