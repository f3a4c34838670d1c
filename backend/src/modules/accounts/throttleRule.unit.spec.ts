// The password-check rule over time, with the clock in the test's hands: known devices keep their own allowance, unknown
// ones are limited per network and slowed per account, nobody's wait on the owner's path passes a minute, and the wait
// a refusal names is enough.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULE, admission, KNOWN_DEVICE_RULE, NETWORK_RULE, secondsToWait, SLOWED_NETWORK_RULE, slowdownDelayMs, waitPhrase, type CheckHistory } from './throttleRule';

type Source = { kind: 'device'; id: number } | { kind: 'network'; id: number };
type Attempt = { afterMs: number; source: Source };
/** `counted`: how many checks were recorded before this attempt. */
type Outcome = { at: number; source: Source; admitted: boolean; wait: number; counted: number };
type Check = { at: Date; source: Source };

const START = Date.parse('2026-11-23T06:00:00Z');
const same = (a: Source, b: Source) => a.kind === b.kind && a.id === b.id;

/** What the store hands the rule for an attempt from `source`, given the checks recorded so far. */
function historyFor(source: Source, checks: readonly Check[]): CheckHistory {
  const times = (keep: (check: Check) => boolean) => checks.filter(keep).map((check) => check.at);
  return source.kind === 'device'
    ? { knownDevice: true, device: times((c) => same(c.source, source)) }
    : { knownDevice: false, network: times((c) => same(c.source, source)), account: times((c) => c.source.kind === 'network') };
}

/** Runs the attempts against one account, recording each admitted check as the store does. */
function run(attempts: readonly Attempt[]): { outcomes: Outcome[]; checks: Check[] } {
  const checks: Check[] = [];
  const outcomes: Outcome[] = [];
  let now = START;
  for (const { afterMs, source } of attempts) {
    now += afterMs;
    const decided = admission(historyFor(source, checks), new Date(now));
    outcomes.push({ at: now, source, admitted: decided.admitted, wait: decided.admitted ? 0 : decided.retryAfterSeconds, counted: checks.length });
    if (decided.admitted) checks.push({ at: new Date(now), source });
  }
  return { outcomes, checks };
}

const sourceArb: fc.Arbitrary<Source> = fc.oneof(
  fc.record({ kind: fc.constant('device' as const), id: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('network' as const), id: fc.integer({ min: 0, max: 3 }) }),
);
// Mostly bursts (attackers do not wait), sometimes long pauses that let windows pass.
const gapArb = fc.oneof({ weight: 20, arbitrary: fc.integer({ min: 0, max: 3_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 * 60_000 }) });
const attemptsOf = (source: fc.Arbitrary<Source>) => fc.array(fc.record({ afterMs: gapArb, source }), { maxLength: 300, size: 'max' });
const attemptsArb = attemptsOf(sourceArb);
/** Unknown browsers only, from two networks: the account's slowdown then rarely hides the network's limit. */
const networkAttemptsArb = attemptsOf(fc.record({ kind: fc.constant('network' as const), id: fc.integer({ min: 0, max: 1 }) }));

/** The attempts at their instants (from the first), and back. */
const timed = (attempts: readonly Attempt[]) => {
  let at = 0;
  return attempts.map(({ afterMs, source }) => {
    at += afterMs;
    return { at, source };
  });
};
const spacedAs = (instants: readonly { at: number; source: Source }[]): Attempt[] => instants.map(({ at, source }, i) => ({ afterMs: at - (instants[i - 1]?.at ?? 0), source }));

/** Whether every `size`-long window holds at most `max` of the instants. */
const atMostPerWindow = (instants: number[], size: number, max: number) => instants.every((start, i) => instants.slice(i).filter((t) => t < start + size).length <= max);

describe('the password-check rule', () => {
  it('gives a known device its own allowance: what other browsers and networks do never changes its answers', () => {
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        const device: Source = { kind: 'device', id: 0 };
        const together = run(attempts).outcomes.filter((o) => same(o.source, device));
        const alone = run(spacedAs(timed(attempts).filter((a) => same(a.source, device)))).outcomes; // at the same instants
        expect(together.map((o) => [o.at, o.admitted, o.wait])).toEqual(alone.map((o) => [o.at, o.admitted, o.wait]));
      }),
      { numRuns: 200 },
    );
  });

  it('never makes the owner wait more than a minute: a known device, or a new browser on a network with room', () => {
    fc.assert(
      fc.property(attemptsArb, fc.integer({ min: 0, max: 3_600_000 }), (attempts, laterMs) => {
        const { outcomes, checks } = run(attempts);
        for (const o of outcomes.filter((o) => o.source.kind === 'device')) expect(o.wait).toBeLessThanOrEqual(60);
        const now = new Date((outcomes.at(-1)?.at ?? START) + laterMs);
        const unseenDevice = admission({ knownDevice: true, device: [] }, now);
        expect(unseenDevice).toEqual({ admitted: true });
        const freshNetwork = admission(historyFor({ kind: 'network', id: 99 }, checks), now);
        expect(freshNetwork.admitted ? 0 : freshNetwork.retryAfterSeconds).toBeLessThanOrEqual(60);
      }),
      { numRuns: 200 },
    );
  });

  it('admits a known device at once while it has had fewer than 5 checks in 15 minutes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 * 60_000 }), { maxLength: 20 }), (agesMs) => {
        const now = new Date(START);
        const device = agesMs.map((age) => new Date(START - age));
        const recent = agesMs.filter((age) => age < KNOWN_DEVICE_RULE.windowMs).length;
        if (recent < KNOWN_DEVICE_RULE.free) expect(admission({ knownDevice: true, device }, now)).toEqual({ admitted: true });
      }),
    );
  });

  it('checks at most 5 passwords from one network for unknown browsers in any 15 minutes', () => {
    fc.assert(
      fc.property(networkAttemptsArb, (attempts) => {
        const { checks } = run(attempts);
        for (let id = 0; id <= 1; id++) {
          const instants = checks.filter((c) => same(c.source, { kind: 'network', id })).map((c) => c.at.getTime());
          expect(atMostPerWindow(instants, NETWORK_RULE.windowMs, NETWORK_RULE.max)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives a network at most one check in 30 minutes while the account’s allowance for unknown browsers is spent', () => {
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        const unknown = run(attempts).checks.filter((c) => c.source.kind === 'network');
        unknown.forEach((check, i) => {
          const before = unknown.slice(0, i).filter((c) => c.at.getTime() > check.at.getTime() - ACCOUNT_RULE.windowMs);
          if (before.length < ACCOUNT_RULE.free) return;
          const sameNetwork = before.filter((c) => same(c.source, check.source) && c.at.getTime() > check.at.getTime() - SLOWED_NETWORK_RULE.windowMs);
          expect(sameNetwork).toEqual([]);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('slows unknown browsers on one account to at most 74 checks in any hour, from however many networks', () => {
    // 10 at once, then gaps of 1, 2, 4, 8, 16 and 32 s, then 60 s: 10 + 6 + 58 checks fit in an hour.
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        const instants = run(attempts)
          .checks.filter((c) => c.source.kind === 'network')
          .map((c) => c.at.getTime());
        expect(atMostPerWindow(instants, ACCOUNT_RULE.windowMs, 74)).toBe(true);
      }),
      { numRuns: 200 },
    );
    // Reached by an attacker with 100 networks who tries every second for an hour; with 20 networks, each gets one check
    // in 30 minutes once the allowance is spent: 10 + 20 + 10 in the hour.
    const relentless = (networks: number) => Array.from({ length: 3600 }, (_, i): Attempt => ({ afterMs: i === 0 ? 0 : 1000, source: { kind: 'network', id: i % networks } }));
    expect(run(relentless(100)).checks).toHaveLength(74);
    expect(run(relentless(20)).checks).toHaveLength(40);
  });

  it('names a wait that is enough: after it, the same browser is let in if nobody tried meanwhile', () => {
    fc.assert(
      fc.property(attemptsArb, (attempts) => {
        const { outcomes, checks } = run(attempts);
        for (const refused of outcomes.filter((o) => !o.admitted)) {
          const before = checks.slice(0, refused.counted);
          expect(admission(historyFor(refused.source, before), new Date(refused.at + refused.wait * 1000))).toEqual({ admitted: true });
        }
      }),
      { numRuns: 50 },
    );
  });

  it('grows the wait by doubling from 1 s to at most a minute', () => {
    expect(Array.from({ length: 18 }, (_, n) => slowdownDelayMs(ACCOUNT_RULE, n) / 1000)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60]);
    expect(Array.from({ length: 8 }, (_, n) => slowdownDelayMs(KNOWN_DEVICE_RULE, n) / 1000)).toEqual([0, 0, 0, 0, 0, 1, 2, 4]);
    // A window's wait is until the oldest counted check leaves it.
    const now = new Date(START);
    const fiveAgo = [1, 2, 3, 4, 5].map((m) => new Date(START - m * 60_000));
    expect(secondsToWait(NETWORK_RULE, fiveAgo, now)).toBe(10 * 60);
  });

  it('says how long to wait in words', () => {
    expect([1, 2, 59, 60, 61, 900].map(waitPhrase)).toEqual(['1 second', '2 seconds', '59 seconds', '1 minute', '2 minutes', '15 minutes']);
  });
});
