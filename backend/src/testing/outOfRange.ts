// fast-check generators of values OUTSIDE what an input accepts, one per kind of input (the kinds of
// contracts/src/api/bounds.ts, and the plain ones: bounded integers, enums, text with a longest length, JSON lists):
// what an attacker, a stale bookmark or a broken client sends. Every value here must be refused.
import fc from 'fast-check';

// The limits as the issue and the store state them, written here rather than imported, so that loosening the product's
// constants cannot loosen its test.
const BUSINESS_YEAR_MIN = 2000;
const BUSINESS_YEAR_MAX = 2100;
/** PostgreSQL's bigint (xid8 holds more): the largest part of a log position any store here can take. */
const LOG_POSITION_PART_MAX = 2n ** 63n - 1n;

/** A value as it goes into a query: one string, or the same key repeated. */
export type QueryValue = string | string[];

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const twoDigits = (max: number) => fc.integer({ min: 1, max }).map((n) => String(n).padStart(2, '0'));
const farYear = fc.oneof(fc.integer({ min: 0, max: BUSINESS_YEAR_MIN - 1 }), fc.integer({ min: BUSINESS_YEAR_MAX + 1, max: 9999 })).map((y) => String(y).padStart(4, '0'));
const hugeYear = fc.integer({ min: 10_000, max: 275_760 }).map((y) => `+${String(y).padStart(6, '0')}`);

/** Dates before 2000 or after 2100 (also in the extended ±YYYYYY form), impossible days, and what is no date at all. */
export const badDate = fc.oneof(
  fc.tuple(farYear, twoDigits(12), twoDigits(28)).map(([y, m, d]) => `${y}-${m}-${d}`),
  fc.tuple(hugeYear, twoDigits(12), twoDigits(28)).map(([y, m, d]) => `${y}-${m}-${d}`),
  fc.constantFrom('2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-06-31', '26-01-01', '2026-1-1', 'yesterday', 'today', '', ' '),
  printable.filter((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text.trim())),
);

/** Instants in far years, instants without an offset, and dates as bad as badDate. */
export const badTime = fc.oneof(
  badDate,
  fc.tuple(farYear, fc.constantFrom('Z', '+05:30', '-11:00')).map(([y, offset]) => `${y}-06-15T10:00:00${offset}`),
  fc.tuple(hugeYear, fc.constantFrom('Z', '+05:30')).map(([y, offset]) => `${y}-06-15T10:00:00${offset}`),
  fc.constantFrom('2026-06-15T10:00:00', '2026-06-15T25:00:00Z', '2026-06-15 10:00:00Z', '1781510400000'),
);

/** Log positions with a part beyond 2^63-1, negative or missing parts, the other separator, and junk. */
export function badPosition(separator: '-' | '/') {
  const other = separator === '-' ? '/' : '-';
  // Just past the largest, anywhere in the 19 and 20 digits a loose check would let through, and far past it.
  const beyond = fc.oneof(fc.bigInt(LOG_POSITION_PART_MAX + 1n, LOG_POSITION_PART_MAX + 1000n), fc.bigInt(LOG_POSITION_PART_MAX + 1n, 10n ** 20n - 1n), fc.bigInt(10n ** 20n, 10n ** 30n));
  const within = fc.bigInt(0n, LOG_POSITION_PART_MAX);
  return fc.oneof(
    { arbitrary: fc.tuple(beyond, within).map(([a, b]) => `${a}${separator}${b}`), weight: 3 },
    { arbitrary: fc.tuple(within, beyond).map(([a, b]) => `${a}${separator}${b}`), weight: 3 },
    fc.tuple(within, within).map(([a, b]) => `${a}${other}${b}`),
    fc.constantFrom(`-1${separator}0`, `1${separator}`, `${separator}1`, `1.5${separator}0`, `1e3${separator}0`, '', 'last', `0x10${separator}1`),
    printable.filter((text) => !new RegExp(`^\\s*\\d+${separator === '/' ? '/' : '-'}\\d+\\s*$`).test(text)),
  );
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Anything but a uuid: near misses (a wrong letter, one digit short or long) and junk. */
export const badUuid = fc.oneof(
  fc.uuid().map((id) => `${id.slice(0, -1)}g`),
  fc.uuid().map((id) => id.slice(0, -1)),
  fc.uuid().map((id) => `${id}0`),
  printable.filter((text) => !uuidShape.test(text)),
);

/** Integers outside [min, max], numbers that are not whole or not safe, and text that is no number. */
export const badInteger = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: -1_000_000_000, max: min - 1 }).map(String),
    fc.integer({ min: max + 1, max: Math.max(max + 1, 2_000_000_000) }).map(String),
    fc.bigInt(10n ** 16n, 10n ** 40n).map(String),
    fc
      .double({ min: min + 0.001, max: max - 0.001, noNaN: true })
      .filter((n) => !Number.isInteger(n))
      .map(String),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', 'abc', '1,000', '1 2'),
  );

/** Text not among `allowed` (case and spaces count). */
export const badChoice = (allowed: readonly string[]) =>
  fc
    .oneof(
      printable,
      fc.constantFrom(...allowed).map((value) => ` ${value.toUpperCase()}x`),
    )
    .filter((text) => !allowed.includes(text));

/** Printable text longer than `max`. */
export const tooLong = (max: number) => fc.string({ unit: fc.constantFrom('a', 'z', '7', '-', 'é', 'अ'), minLength: max + 1, maxLength: max + 60 });

const notJson = fc.constantFrom('[', '{"a":', 'nope', "['x']", '[1,]', '');

/** ra-data-simple-rest's `range`: not JSON, not two whole numbers, negative, backwards, or more than 1,000 rows. */
export const badRange = fc.oneof(
  notJson,
  fc.integer({ min: 1, max: 1_000_000 }).map((n) => `[${-n}, 10]`),
  fc.tuple(fc.nat(1_000_000), fc.integer({ min: 1000, max: 1_000_000 })).map(([start, extra]) => `[${start}, ${start + extra}]`),
  fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1000 })).map(([end, back]) => `[${end}, ${end - back}]`),
  fc.constantFrom('[0, 1e308]', '[1e20, 1e20]', '[0.5, 10]', '[0]', '[0, 1, 2]', '{"start":0}', '"0-10"'),
);

/** `sort`: not JSON, not [field, ASC|DESC], or a field no list sorts by. */
export const badSort = fc.oneof(notJson, fc.constantFrom('[]', '["no_such_field","ASC"]', '["id"]', '"id"', '{"field":"id"}', '[1,"ASC"]'));

/** `filter`: not JSON or not an object; with ids, ids that are none. */
export const badFilter = (withIds: boolean) =>
  fc.oneof(notJson, fc.constantFrom('[1]', 'null', '1', '"text"'), ...(withIds ? [badUuid.map((id) => JSON.stringify({ id })), badUuid.map((id) => JSON.stringify({ id: [id] }))] : []));

/** Any of these, or the key given twice (an array where one value is expected). */
export const orRepeated = (values: fc.Arbitrary<string>, valid: string): fc.Arbitrary<QueryValue> =>
  fc.oneof({ arbitrary: values, weight: 4 }, { arbitrary: fc.constant<QueryValue>([valid, valid]), weight: 1 });
