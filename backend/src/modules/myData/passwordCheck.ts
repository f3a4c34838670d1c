// The acting person types their password again before their data leaves or their account goes. A wrong one is a 400
// naming the `password` field (the dialog shows it under the field); every attempt, right or wrong, takes one of five
// places per account in 15 minutes, so a borrowed session can neither guess the password nor pull exports in a loop.
import type Koa from 'koa';
import { WRONG_PASSWORD } from '@margdarshak/contracts/api/myData';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { ValidationError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { rateLimit, tooManyRequests } from '../../platform/http/rateLimit';
import { verifyPassword } from '../accounts/passwords';

export const PASSWORD_CHECKS_PER_WINDOW = 5;
const WINDOW_MS = 15 * 60_000;
const TOO_MANY_CHECKS = 'Too many attempts. Please wait 15 minutes and try again.';

export function passwordCheck(deps: AppDeps) {
  const limit = rateLimit(deps.db, 'password-confirmation', PASSWORD_CHECKS_PER_WINDOW, WINDOW_MS);
  return async (ctx: Koa.Context, actor: CurrentUser, password: string): Promise<void> => {
    const admission = await limit.take(actor.id, deps.clock.now());
    if (!admission.admitted) throw tooManyRequests(ctx, admission.retryAfterSeconds, 'TOO_MANY_ATTEMPTS', TOO_MANY_CHECKS);
    const account = await findActiveUser(deps.db, actor.id);
    if (!(await verifyPassword(account?.passwordHash, password))) throw new ValidationError([{ path: 'password', message: WRONG_PASSWORD }]);
  };
}
