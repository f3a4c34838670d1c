// The rule of password checks (sign-in, and the password typed again for an export or a deletion), as OWASP's device
// cookies and NIST SP 800-63B §5.2.2 describe it, in pure functions over the times of earlier checks:
// - a browser that has signed in to the account before (a known device) has its own allowance, which nobody else's
//   attempts touch: 5 checks in 15 minutes, then a growing wait (1 s, 2 s, 4 s … at most 60 s);
// - any other browser is limited per account and client network (5 checks in 15 minutes, as a window) and, with every
//   other unknown browser, per account: 10 checks in an hour, then a growing wait (1 s, 2 s, 4 s … at most 60 s);
// - while that allowance is spent, each network gets at most one check in 30 minutes, so that a few networks cannot take
//   every check the account is allowed: at most 20 of the 30 a minute apart go to 20 networks, and a network that has
//   not checked for 30 minutes finds one of the others (the owner in a new browser, within 21 minutes of asking).
// So guessing from many networks is slowed to about one check a minute per account, and the owner is never locked out
// for good: from a known browser they are not held back by anyone else, and a password reset makes the browser that
// does it a known one (knownDevices.ts).
import type { Admission } from '../../platform/http/rateLimit';

export type ThrottleRule =
  /** At most `max` checks in any `windowMs`. */
  | { kind: 'window'; max: number; windowMs: number }
  /** `free` checks in `windowMs` at once; each further one waits `firstDelayMs`, doubling per check up to `maxDelayMs`. */
  | { kind: 'slowdown'; free: number; windowMs: number; firstDelayMs: number; maxDelayMs: number };

const MINUTE = 60_000;

export const KNOWN_DEVICE_RULE = { kind: 'slowdown', free: 5, windowMs: 15 * MINUTE, firstDelayMs: 1000, maxDelayMs: MINUTE } as const satisfies ThrottleRule;
export const NETWORK_RULE = { kind: 'window', max: 5, windowMs: 15 * MINUTE } as const satisfies ThrottleRule;
export const ACCOUNT_RULE = { kind: 'slowdown', free: 10, windowMs: 60 * MINUTE, firstDelayMs: 1000, maxDelayMs: MINUTE } as const satisfies ThrottleRule;
/** Applies to a network while the account's allowance for unknown browsers is spent (ACCOUNT_RULE's free checks). */
export const SLOWED_NETWORK_RULE = { kind: 'window', max: 1, windowMs: 30 * MINUTE } as const satisfies ThrottleRule;
/** How long a check is remembered: the longest window. */
export const LONGEST_WINDOW_MS = Math.max(KNOWN_DEVICE_RULE.windowMs, NETWORK_RULE.windowMs, ACCOUNT_RULE.windowMs, SLOWED_NETWORK_RULE.windowMs);

/** Doublings from the first delay until the longest. */
const doublings = (rule: Extract<ThrottleRule, { kind: 'slowdown' }>) => Math.ceil(Math.log2(rule.maxDelayMs / rule.firstDelayMs));

/** How many of the newest checks in the window the rule needs to see (past that, the answer no longer changes). */
export function checksToRead(rule: ThrottleRule): number {
  return rule.kind === 'window' ? rule.max : rule.free + doublings(rule) + 1;
}

/** The wait before the next check when `counted` checks are in the slowdown's window. */
export function slowdownDelayMs(rule: Extract<ThrottleRule, { kind: 'slowdown' }>, counted: number): number {
  if (counted < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(counted - rule.free, doublings(rule)));
}

/** What the store reads for several rules over the same checks: the widest window, and the most checks any needs. */
export const readingFor = (...rules: ThrottleRule[]) => ({ windowMs: Math.max(...rules.map((r) => r.windowMs)), count: Math.max(...rules.map(checksToRead)) });

/** The instants (ms) of the checks at `times` within `rule`'s window ending at `now`, newest first. */
const inWindow = (rule: ThrottleRule, times: readonly Date[], now: Date) => {
  const since = now.getTime() - rule.windowMs;
  return times
    .map((time) => time.getTime())
    .filter((time) => time > since && time <= now.getTime())
    .sort((a, b) => b - a);
};

/** Whole seconds until `rule` admits one more check after the checks at `times`, or 0 when it does now. */
export function secondsToWait(rule: ThrottleRule, times: readonly Date[], now: Date): number {
  const newestFirst = inWindow(rule, times, now);
  const freeAt = rule.kind === 'window' ? (newestFirst.length < rule.max ? 0 : (newestFirst[rule.max - 1] ?? 0) + rule.windowMs) : (newestFirst[0] ?? 0) + slowdownDelayMs(rule, newestFirst.length);
  return Math.max(0, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** The checks already counted for an attempt, within their windows. */
export type CheckHistory =
  /** From a browser that has signed in to the account before: its own checks. */
  | { knownDevice: true; device: readonly Date[] }
  /** From any other browser: the checks of unknown browsers on this account from this network (its last 30 minutes at least), and from all networks. */
  | { knownDevice: false; network: readonly Date[]; account: readonly Date[] };

/** Whether a password check may run now; if not, how many seconds until it may. */
export function admission(history: CheckHistory, now: Date): Admission {
  const wait = history.knownDevice ? secondsToWait(KNOWN_DEVICE_RULE, history.device, now) : unknownBrowserWait(history, now);
  return wait === 0 ? { admitted: true } : { admitted: false, retryAfterSeconds: wait };
}

function unknownBrowserWait(history: Extract<CheckHistory, { knownDevice: false }>, now: Date): number {
  const allowanceSpent = inWindow(ACCOUNT_RULE, history.account, now).length >= ACCOUNT_RULE.free;
  return Math.max(secondsToWait(NETWORK_RULE, history.network, now), secondsToWait(ACCOUNT_RULE, history.account, now), allowanceSpent ? secondsToWait(SLOWED_NETWORK_RULE, history.network, now) : 0);
}

/** 'Please wait {this} and try again': seconds under a minute, whole minutes (rounded up) above. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
