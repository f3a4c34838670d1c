// Who is asking, and may they. Every route that needs a signed-in user goes through requireUser / requireRole.
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Role, User } from '@margdarshak/contracts/api/accounts';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { ReadModelCache } from '../readModelCache';
import { ForbiddenError, UnauthorizedError } from './errors';

export interface CurrentUser {
  id: string;
  role: Role;
  email: string;
}

declare module 'koa' {
  interface DefaultState {
    user?: CurrentUser;
  }
}

/** What the guards read: the users read model, through the read-model cache. */
export interface GuardDeps {
  db: Knex;
  cache: ReadModelCache;
}

/** The account's row in the users read model (kept in memory until it changes), or undefined for none or an erased one. */
export const activeUserRow = (deps: GuardDeps, userId: string) => deps.cache.get('users', `active:${userId}`, () => findActiveUser(deps.db, userId));

/**
 * The signed-in user, checked against the users read model (kept in memory until it changes) so a deleted or erased
 * account loses access at once.
 */
export async function currentUser(ctx: Koa.Context, deps: GuardDeps): Promise<CurrentUser | undefined> {
  if (ctx.state.user) return ctx.state.user;
  const userId = ctx.session?.userId;
  if (!userId) return undefined;
  const user = await activeUserRow(deps, userId);
  if (!user) {
    ctx.session = null;
    return undefined;
  }
  ctx.state.user = { id: user.id, role: user.role, email: user.email };
  return ctx.state.user;
}

/**
 * The signed-in account as GET /api/user answers it (and the server-rendered pages start from): who, and the language
 * the family chose, absent until one is chosen (so the browser knows it may carry its own choice over). One read of the
 * cached row.
 */
export async function currentAccount(ctx: Koa.Context, deps: GuardDeps): Promise<User | undefined> {
  const user = await currentUser(ctx, deps);
  if (!user) return undefined;
  return accountOf(user, (await activeUserRow(deps, user.id))?.language);
}

/** An account as every answer about the signed-in user gives it (GET /api/user, sign-in, the server render). */
export const accountOf = (user: Pick<User, 'id' | 'email' | 'role'>, language: User['language'] | null | undefined): User => ({
  id: user.id,
  email: user.email,
  role: user.role,
  ...(language ? { language } : {}),
});

export function requireUser(deps: GuardDeps): Koa.Middleware {
  return async (ctx, next) => {
    if (!(await currentUser(ctx, deps))) throw new UnauthorizedError();
    await next();
  };
}

export function requireRole(deps: GuardDeps, ...roles: Role[]): Koa.Middleware {
  return async (ctx, next) => {
    const user = await currentUser(ctx, deps);
    if (!user) throw new UnauthorizedError();
    if (!roles.includes(user.role)) throw new ForbiddenError();
    await next();
  };
}

/** The signed-in user inside a guarded route. */
export function userOf(ctx: Koa.Context): CurrentUser {
  const user = ctx.state.user;
  if (!user) throw new UnauthorizedError();
  return user;
}
