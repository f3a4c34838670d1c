// Who is asking, and may they. Every route that needs a signed-in user goes through requireUser / requireRole.
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Role } from '@margdarshak/contracts/api/accounts';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
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

/** The signed-in user, checked against the users read model so a deleted or erased account loses access at once. */
export async function currentUser(ctx: Koa.Context, db: Knex): Promise<CurrentUser | undefined> {
  if (ctx.state.user) return ctx.state.user;
  const userId = ctx.session?.userId;
  if (!userId) return undefined;
  const user = await findActiveUser(db, userId);
  if (!user) {
    ctx.session = null;
    return undefined;
  }
  ctx.state.user = { id: user.id, role: user.role, email: user.email };
  return ctx.state.user;
}

export function requireUser(db: Knex): Koa.Middleware {
  return async (ctx, next) => {
    if (!(await currentUser(ctx, db))) throw new UnauthorizedError();
    await next();
  };
}

export function requireRole(db: Knex, ...roles: Role[]): Koa.Middleware {
  return async (ctx, next) => {
    const user = await currentUser(ctx, db);
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
