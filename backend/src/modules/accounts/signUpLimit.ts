// Sign-ups per network (issue 27): each sign-up may mail a parent, so a limit on the recipient alone would still let
// one machine make thousands of accounts. Counted per IPv4 address or IPv6 /64, by a keyed hash (addresses are
// personal data), in the shared PostgreSQL limiter; how many an hour is REGISTRATIONS_PER_NETWORK_PER_HOUR (30 by
// default, so that a school's lab can sign up a class in one period behind one address).
import { createHmac } from 'node:crypto';
import type Koa from 'koa';
import type { AppDeps } from '../../platform/deps';
import { clientNetworkOf, rateLimit, tooManyRequests } from '../../platform/http/rateLimit';
import { waitPhrase } from './throttleRule';

const HOUR_MS = 60 * 60 * 1000;

export function signUpLimit(deps: Pick<AppDeps, 'db' | 'serverSecret' | 'config' | 'clock'>) {
  const limit = rateLimit(deps.db, 'register', deps.config.REGISTRATIONS_PER_NETWORK_PER_HOUR, HOUR_MS);
  const networkKey = (ip: string) =>
    createHmac('sha256', deps.serverSecret)
      .update(`register:${clientNetworkOf(ip)}`)
      .digest('hex');
  /** Takes the request's network's place for one sign-up, or throws 429 with Retry-After. */
  return async (ctx: Koa.Context): Promise<void> => {
    const admission = await limit.take(networkKey(ctx.ip), deps.clock.now());
    if (!admission.admitted) {
      throw tooManyRequests(
        ctx,
        admission.retryAfterSeconds,
        'TOO_MANY_SIGN_UPS',
        `Many accounts have been made from this network in the last hour. Please wait ${waitPhrase(admission.retryAfterSeconds)} and try again.`,
      );
    }
  };
}
