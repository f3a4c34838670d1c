import type { EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';

interface Props {
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ queryClient, emotionCache, router }: Props) {
  return (
    <AppProviders queryClient={queryClient} emotionCache={emotionCache}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
