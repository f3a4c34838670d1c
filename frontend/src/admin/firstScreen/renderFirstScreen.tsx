// The server's rendering of the admin's first screen (docs/decisions/0154), built into the frontend's server entry.
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { AdminStats } from '@margdarshak/contracts/api/admin';
import { createAdminQueryClient } from '../adminQueryClient';
import { adminTheme } from '../adminTheme';
import { adminStatsQuery } from '../dashboard/api/getAdminStats';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_ID } from '../../lib/serverFirstScreen';
import { FirstScreen } from './FirstScreen';

const theme = createTheme(adminTheme);

/** The page at /admin for a signed-in admin, on `template` (the built index.html): the first screen, then the app. */
export function renderAdminFirstScreen(template: string, stats: AdminStats): string {
  const queryClient = createAdminQueryClient();
  queryClient.setQueryData(adminStatsQuery.queryKey, stats);
  const emotionCache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(emotionCache);
  const markup = renderToString(
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <FirstScreen />
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>,
  );
  queryClient.clear();
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(markup));
  // Until the first screen is taken away, the app draws into a hidden root.
  const hideApp = `<style>#${FIRST_SCREEN_ID} ~ #root { display: none; }</style>`;
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify({ stats }).replace(/</g, '\\u003c')}</script>`;
  return (
    template
      // The first screen is readable without the scripts: the browser paints it before fetching them (as the public
      // pages do, entry-server.tsx); in Lighthouse's runs the first paint had waited for the vendor chunk (1.9 s).
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      .replace('</head>', () => `${styles}${hideApp}</head>`)
      .replace('<div id="root"></div>', () => `${markup}${data}<div id="root"></div>`)
  );
}
