// After a command changes a booking (a cancellation, a missed session resolved): every list and the overview's figures
// refetch (dashboards §4), and a booking's details read before are dropped, so View Details never shows it as it was.
// react-admin fills a record's details from a list only where none are cached, so a refetched list alone would not do.
import type { QueryClient } from '@tanstack/react-query';

export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: ['bookings', 'getOne'], type: 'inactive' });
  await queryClient.invalidateQueries();
}
