// The API asked on a visitor's behalf, in process: the server's render of a signed-in page reads its first screen
// through the same routes the visitor's browser would ask (docs/decisions/0152), with their cookie and the headers that
// say where they came from, so the same sign-in, role, ownership and HTTPS rules answer. Reads only.
import type Koa from 'koa';
import inject from 'light-my-request';

/** The app's own request handler, as Koa's `callback()` makes it. */
export type AppHandler = ReturnType<Koa['callback']>;

/** What the visitor's request carried that the API's rules read: who they are, and how and from where they came. */
const carried = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/** Answers a GET of an `/api/` path as the app would answer the visitor of `ctx`. */
export function visitorApi(handler: AppHandler, ctx: Koa.Context): (path: string) => Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of carried) {
    const value = ctx.get(name);
    if (value) headers[name] = value;
  }
  return async (path) => {
    if (!path.startsWith('/api/')) throw new Error(`${path}: a visitor's page reads only the API`);
    const answer = await inject(handler, { method: 'GET', url: path, headers, remoteAddress: ctx.req.socket.remoteAddress ?? '127.0.0.1' });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
