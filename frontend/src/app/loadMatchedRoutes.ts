// A server-rendered page must hydrate into the same tree: the route modules it shows, loaded lazily elsewhere, are
// loaded before the first render instead of after it.
import { matchRoutes, type RouteObject } from 'react-router-dom';

export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
