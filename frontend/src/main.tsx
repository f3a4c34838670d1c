import createCache from '@emotion/cache';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadMatchedRoutes } from './app/loadMatchedRoutes';
import { prefetchMatchedRoutes } from './app/prefetchMatchedRoutes';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { readServerData, seedQueries } from './app/serverData';
import { seedCatalogues } from './lib/i18n/catalogue';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The key MUI's styles use; this cache adopts the style elements a server-rendered page arrives with.
const emotionCache = createCache({ key: 'css' });
const serverData = readServerData(document);
if (serverData) seedQueries(queryClient, serverData);
// Before the routes load: a page drawn in Hindi came with its words, which its route then need not ask for.
if (serverData?.messages) seedCatalogues(serverData.messages);
/**
 * The app, with its router made once the routes on screen are loaded (the router copies the route objects). Each
 * navigation starts the first screen's queries of the page it goes to as it begins, beside the page's chunk.
 */
const app = () => {
  const router = createBrowserRouter(routes);
  let prefetched: string | undefined;
  router.subscribe(({ navigation }) => {
    if (!navigation.location || navigation.location.key === prefetched) return;
    prefetched = navigation.location.key;
    prefetchMatchedRoutes(routes, navigation.location.pathname, queryClient);
  });
  return (
    <StrictMode>
      <App queryClient={queryClient} emotionCache={emotionCache} router={router} />
    </StrictMode>
  );
};

// The routes of the page on screen are loaded before the router is made, so that it starts with them: a router that
// starts by waiting for a lazy route draws nothing and warns that the route has no HydrateFallback (issue 30).
// A chunk that fails to load is left to the router, which tries again and shows its error page.
const matchedRoutes = loadMatchedRoutes(routes, window.location.pathname).catch(() => undefined);
// Meanwhile the page's first screen asks for its data (a signed-in dashboard), instead of after its chunk has loaded.
prefetchMatchedRoutes(routes, window.location.pathname, queryClient);

if (serverData) {
  // The page is already on screen. Hydrate in a task of its own, after the scripts' evaluation, and as a transition, so
  // that React yields to the browser every few milliseconds instead of holding a phone's main thread.
  void matchedRoutes
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app());
      }),
    );
} else {
  void matchedRoutes.then(() => createRoot(container).render(app()));
}
