export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system's time, plus whatever it was moved forward by (browser tests' TEST_CLOCK: sessions ending, holds lapsing). */
export function movableClock(): Clock & { advance(ms: number): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => (offsetMs += ms),
  };
}

/** A clock tests can move. */
export function fixedClock(start: Date): Clock & { set(to: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to) => (current = new Date(to)),
    advance: (ms) => (current = new Date(current.getTime() + ms)),
  };
}
