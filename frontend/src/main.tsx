import createCache from '@emotion/cache';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadMatchedRoutes } from './app/loadMatchedRoutes';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { readServerData, seedQueries } from './app/serverData';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The key MUI's styles use; this cache adopts the style elements a server-rendered page arrives with.
const emotionCache = createCache({ key: 'css' });
const serverData = readServerData(document);
if (serverData) seedQueries(queryClient, serverData);
/** The app, with its router made once the routes on screen are loaded (the router copies the route objects). */
const app = () => (
  <StrictMode>
    <App queryClient={queryClient} emotionCache={emotionCache} router={createBrowserRouter(routes)} />
  </StrictMode>
);

// The routes of the page on screen are loaded before the router is made, so that it starts with them: a router that
// starts by waiting for a lazy route draws nothing and warns that the route has no HydrateFallback (issue 30).
// A chunk that fails to load is left to the router, which tries again and shows its error page.
const matchedRoutes = loadMatchedRoutes(routes, window.location.pathname).catch(() => undefined);

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
