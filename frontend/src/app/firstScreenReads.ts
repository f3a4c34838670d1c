// How long a signed-in page drawn on the server waits for its first screen's reads (docs/decisions/0152): a read still
// under way after that is dropped, and the page is drawn with that card waiting, as the browser first draws it; the
// browser then asks for it. A slow read costs the visitor a placeholder, never a page that does not come.
import type { QueryClient } from '@tanstack/react-query';

export const FIRST_SCREEN_READS_MS = 1_500;

/** Resolves once no query of `queryClient` is fetching. */
export const settled = (queryClient: QueryClient) =>
  new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });

/** Resolves once no query is fetching, or after `ms`, having cancelled the reads still under way (their data is none). */
export async function settledWithin(queryClient: QueryClient, ms = FIRST_SCREEN_READS_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<true>((resolve) => {
    timer = setTimeout(() => resolve(true), ms);
  });
  const tooLate = await Promise.race([settled(queryClient).then(() => false), late]);
  clearTimeout(timer);
  if (tooLate) await queryClient.cancelQueries({ fetchStatus: 'fetching' });
}
