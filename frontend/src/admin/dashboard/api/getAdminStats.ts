// GET /api/admin/stats: the overview's four cards (dashboards §2, §3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@margdarshak/contracts/api/admin';
import { httpClient } from '../../adminHttp';
import { statsWithDefaults } from '../overviewFigures';

const fetchAdminStats = async (): Promise<AdminStats> => statsWithDefaults((await httpClient('/api/admin/stats')).json);

export const adminStatsQuery = queryOptions({ queryKey: ['admin', 'stats'], queryFn: fetchAdminStats });

export const useAdminStats = () => useQuery(adminStatsQuery);
