// The acting person types their password again before their data leaves or their account goes. A wrong one is a 400
// naming the `password` field (the dialog shows it under the field). Every attempt, right or wrong, takes a place under
// the sign-in's rule for the actor's account (throttleRule.ts), so a borrowed session can neither guess the password
// nor pull exports in a loop, while the owner's own browser keeps its own allowance: guesses made elsewhere never
// stop the owner's export or deletion, and their own slips only slow them down. A right password makes the browser a
// known one for the account, as a sign-in does.
import type Koa from 'koa';
import { WRONG_PASSWORD } from '@margdarshak/contracts/api/myData';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { ValidationError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { tooManyRequests } from '../../platform/http/rateLimit';
import { knownDevices, loginThrottle, verifyPassword, waitPhrase } from '../accounts';

const tooManyChecks = (seconds: number) => `Too many attempts. Please wait ${waitPhrase(seconds)} and try again.`;

export function passwordCheck(deps: AppDeps) {
  const throttle = loginThrottle(deps.db, deps.serverSecret);
  const devices = knownDevices(deps);
  return async (ctx: Koa.Context, actor: CurrentUser, password: string): Promise<void> => {
    const now = deps.clock.now();
    const account = await findActiveUser(deps.db, actor.id);
    // The account's checks are counted under its e-mail, as sign-in counts them.
    const attempt = { email: account?.email ?? actor.id, clientAddress: ctx.ip, knownDeviceId: await devices.knownFor(ctx, actor.id, now) };
    const admission = await throttle.reserveCheck(attempt, now);
    if (!admission.admitted) throw tooManyRequests(ctx, admission.retryAfterSeconds, 'TOO_MANY_ATTEMPTS', tooManyChecks(admission.retryAfterSeconds));
    if (!(await verifyPassword(account?.passwordHash, password))) throw new ValidationError([{ path: 'password', message: WRONG_PASSWORD }]);
    // The right password: this browser is known to the account from now on, as after a sign-in (a session begun before
    // device tokens existed carries none), so the owner's later slips here only slow them down.
    await devices.remember(ctx, actor.id, now);
  };
}
