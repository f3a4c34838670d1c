// Server-side sessions: the cookie holds only a signed random id; the data lives in PostgreSQL (sessionStore.ts).
import type Koa from 'koa';
import session from 'koa-session';
import type { Role } from '@margdarshak/contracts/api/accounts';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { SessionStore } from './sessionStore';
import type { SessionUser } from './sessionUser';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session nobody used for this long is over (browser-session cookies; remembered ones last REMEMBER_ME_MS idle). */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
const touchEveryMs = 60 * 1000;

export type { SessionUser };

declare module 'koa' {
  interface DefaultContext {
    session: (Partial<SessionUser> & { regenerate(): Promise<void> | undefined; maxAge: number | 'session' }) | null;
  }
}

export function sessionCookieName(config: Config) {
  return config.production ? '__Host-margdarshak.sid' : 'margdarshak.sid';
}

export function sessions(app: Koa, deps: { sessions: SessionStore; config: Config; clock: Clock; serverSecret: string }): Koa.Middleware {
  app.keys = [deps.serverSecret];
  const { sessions: store, clock } = deps;
  const cookieName = sessionCookieName(deps.config);
  const idleFor = (data: Partial<SessionUser>) => (data.remember ? REMEMBER_ME_MS : IDLE_TIMEOUT_MS);
  const middleware = session(
    {
      key: sessionCookieName(deps.config),
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.production,
      signed: true,
      rolling: false,
      renew: false,
      maxAge: 'session',
      store: {
        get: (id: string) => store.get(id),
        set: (id: string, data: Partial<SessionUser>) => store.set(id, data, new Date(clock.now().getTime() + idleFor(data))),
        destroy: (id: string) => store.destroy(id),
      },
    },
    app,
  );
  // Keep an active session alive without writing on every request.
  const touch: Koa.Middleware = async (ctx, next) => {
    await next();
    if (!ctx.cookies.get(cookieName)) return; // no session to keep alive: do not build one
    const current = ctx.session;
    if (current?.userId && current.seenAt !== undefined && clock.now().getTime() - current.seenAt > touchEveryMs) current.seenAt = clock.now().getTime();
  };
  return (ctx, next) => {
    // A read without a session cookie can neither use nor start a session (only POSTs sign in): skip the machinery. With
    // no Cookie header at all, skip reading cookies too (Koa would build its cookie jar, and a key ring, to find none).
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && (ctx.req.headers.cookie === undefined || !ctx.cookies.get(cookieName))) return next();
    return middleware(ctx, () => touch(ctx, next));
  };
}

/** Signs a user in on a fresh session id (no fixation), remembered for 30 days or for the browser session. */
export async function signIn(ctx: Koa.Context, user: { id: string; role: Role }, remember: boolean, now: Date): Promise<void> {
  const current = ctx.session;
  if (!current) throw new Error('sessions middleware missing');
  Object.assign(current, { userId: user.id, role: user.role, loginAt: now.getTime(), seenAt: now.getTime(), remember } satisfies SessionUser);
  current.maxAge = remember ? REMEMBER_ME_MS : 'session';
  await current.regenerate();
}

export function signOut(ctx: Koa.Context): void {
  ctx.session = null;
}
