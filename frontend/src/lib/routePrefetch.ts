// What a route may start before its page's code has loaded (docs/decisions/0145): the first screen's queries, asked as
// soon as the route is matched and the signed-in user is known, in parallel with the page's chunk.
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@margdarshak/contracts/api/shapes';

/** Starts the first screen's queries for this user (each a prefetch: nothing is awaited, a failure is the page's to show). */
export type RoutePrefetch = (queryClient: QueryClient, user: User) => void;

/** A route's `handle`: its prefetch, loaded with a chunk of its own so the first page's JavaScript does not carry it. */
export interface PrefetchHandle {
  prefetch: () => Promise<RoutePrefetch>;
}
