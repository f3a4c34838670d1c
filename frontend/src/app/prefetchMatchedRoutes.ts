// The first screen's queries of the routes a location matches, started as soon as the location is known: on the first
// page load beside the route's chunk (main.tsx), and when a navigation begins (docs/decisions/0145). Without it they
// started only once the chunk had loaded and the page had rendered: a waterfall.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { currentUserQueryOptions } from '../features/auth';
import type { PrefetchHandle } from '../lib/routePrefetch';

const prefetchOf = (route: RouteObject) => (route.handle as Partial<PrefetchHandle> | undefined)?.prefetch;

/** The prefetches of the routes `pathname` matches (each loaded with its own chunk); none for most routes. */
export const matchedPrefetches = (routes: RouteObject[], pathname: string) => (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => prefetchOf(route) ?? []);

export function prefetchMatchedRoutes(routes: RouteObject[], pathname: string, queryClient: QueryClient): void {
  const loads = matchedPrefetches(routes, pathname);
  if (loads.length === 0) return;
  void Promise.all([queryClient.fetchQuery(currentUserQueryOptions()), Promise.all(loads.map((load) => load()))])
    .then(([user, prefetches]) => {
      if (user) for (const prefetch of prefetches) prefetch(queryClient, user);
    })
    // A chunk or the session that fails to load is the page's to report, as it would without the prefetch.
    .catch(() => undefined);
}
