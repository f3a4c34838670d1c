import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageMetaContext, type PageMetaSink } from '../lib/usePageMeta';
import { ToastProvider } from '../lib/ToastProvider';
import { theme } from './theme';

interface Props {
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  /** Set on the server only: where the page's title and description go. */
  pageMeta?: PageMetaSink | null;
  children: ReactNode;
}

/** Everything around the router, identical in the browser and on the server so that hydration matches. */
export function AppProviders({ queryClient, emotionCache, pageMeta = null, children }: Props) {
  return (
    <CacheProvider value={emotionCache}>
      <PageMetaContext value={pageMeta}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </PageMetaContext>
    </CacheProvider>
  );
}
