// The API client's fetch in the server's render (vite.config.ts puts it in place of apiFetch.ts there): a signed-in
// page's first screen is read through the API on its visitor's behalf (the server hands the render a function that asks
// its routes with the visitor's cookie), so the same sign-in, role and ownership rules answer as for their browser.
// Renders run concurrently: each one's function is kept in an AsyncLocalStorage, never in a variable they share.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Answers a GET of the API as it would answer this visitor's browser. */
export type VisitorApi = (path: string) => Promise<Response>;

const visitorApi = new AsyncLocalStorage<VisitorApi>();

/** Runs `render` with the API client's requests answered by `api`. */
export const withVisitorApi = <T>(api: VisitorApi, render: () => Promise<T>): Promise<T> => visitorApi.run(api, render);

export function apiFetch(path: string, init: RequestInit): Promise<Response> {
  const api = visitorApi.getStore();
  if (!api) return Promise.reject(new Error(`${path}: the server's render asks the API only for a signed-in visitor's page`));
  if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error(`${path}: the server's render only reads`));
  return api(path);
}
