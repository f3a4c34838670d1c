export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system's time, plus an offset browser tests set (TEST_CLOCK: sessions ending, holds lapsing) and set back. */
export function movableClock(): Clock & { setOffset(ms: number): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setOffset: (ms) => (offsetMs = ms),
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
