// The browser's side of the server-drawn first screen (docs/decisions/0154): the figures it was drawn from, which the
// overview starts with instead of asking again. Taking it away is lib/serverFirstScreen.ts.
import type { QueryClient } from '@tanstack/react-query';
import type { AdminStats } from '@margdarshak/contracts/api/admin';
import { FIRST_SCREEN_DATA_ID } from '../../lib/serverFirstScreen';
import { createAdminQueryClient } from '../adminQueryClient';
import { adminStatsQuery } from '../dashboard/api/getAdminStats';

/** The figures the server drew the first screen from, if the page came with it. */
function firstScreenStats(): AdminStats | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return undefined;
  return (JSON.parse(script.textContent) as { stats: AdminStats }).stats;
}

let shared: QueryClient | undefined;

/**
 * The page's one client for the back office's queries: the overview drawn before react-admin and react-admin itself
 * share what has been read (docs/decisions/0159), starting from the figures the server drew the first screen from.
 */
export function backOfficeQueryClient(): QueryClient {
  if (!shared) {
    shared = createAdminQueryClient();
    const stats = firstScreenStats();
    if (stats) shared.setQueryData(adminStatsQuery.queryKey, stats);
  }
  return shared;
}
