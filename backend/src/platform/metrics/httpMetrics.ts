// Counts every request and times it, labelled by the route pattern the router matched (`/api/bookings/:id`), never by
// the raw URL: the number of series stays bounded whatever paths visitors send. Requests no router matched are pages and
// files of the frontend, or API paths that do not exist.
import type Koa from 'koa';
import type { ProcessMetrics } from './processMetrics';

export const frontendRoute = '(frontend)';
export const unmatchedApiRoute = '(unmatched)';

/** Set by @koa/router on the context when one of its routes matched. */
const matchedRoute = (ctx: Koa.Context): string | undefined => {
  const matched: unknown = Reflect.get(ctx, '_matchedRoute');
  return typeof matched === 'string' ? matched : undefined;
};

/** The status class label of each status (`2xx`), made once rather than per request. */
const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** Records one request's duration under its labels; `failed` when it ended in an error that no answer was made of. */
export type RequestObserver = (ctx: Koa.Context, started: number, failed: boolean) => void;

export function httpMetrics(metrics: Pick<ProcessMetrics, 'httpSeconds'>): RequestObserver {
  return (ctx, started, failed) => {
    const route = matchedRoute(ctx) ?? (ctx.path.startsWith('/api/') ? unmatchedApiRoute : frontendRoute);
    const labels = { method: ctx.method, route, status_class: failed ? '5xx' : (statusClasses[Math.floor(ctx.status / 100) - 1] ?? `${Math.floor(ctx.status / 100)}xx`) };
    // The request counter is read from this histogram's counts when scraped (processMetrics).
    metrics.httpSeconds.observe(labels, (performance.now() - started) / 1000);
  };
}
