/** The value a test's read must have found, or a failure naming what was missing (instead of a non-null assertion). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none`);
  return value;
}
