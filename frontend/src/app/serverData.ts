// What the server knows when it renders a page, handed to the browser beside the markup so that the first render in the
// browser (hydration) sees the same data and asks for nothing again.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ServerData } from '@margdarshak/contracts/api/serverData';
import { currentUserQueryKey } from '../features/auth';
import { packagesQueryOptions } from '../features/packages';

export type { ServerData };

export const SERVER_DATA_ELEMENT_ID = 'server-data';

export function seedQueries(queryClient: QueryClient, data: ServerData): void {
  queryClient.setQueryData(currentUserQueryKey, data.user);
  queryClient.setQueryData(packagesQueryOptions().queryKey, data.packages);
  // A signed-in page's first screen, as the server read it (entry-server.tsx dehydrates it).
  if (data.queries) hydrate(queryClient, data.queries as DehydratedState);
}

/** JSON inside a non-executable script element: `<` is escaped so no value can close the element. */
export function serializeServerData(data: ServerData): string {
  return `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function readServerData(document: Document): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerData) : null;
}
