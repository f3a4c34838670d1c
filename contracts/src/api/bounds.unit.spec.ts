// The bounded kinds of input (issue 27, item 1), as properties: each accepts exactly what its code can handle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDate, businessTime, dayRange, logPosition, uuidId } from './bounds';

const BIGINT_MAX = 2n ** 63n - 1n;
const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2300-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('a business date', () => {
  it('is a real calendar date in the years 2000 to 2100, and nothing else', () => {
    fc.assert(fc.property(dates, (date) => businessDate.safeParse(date).success === (date >= '2000-01-01' && date <= '2100-12-31')));
    for (const wrong of ['2026-02-29', '2026-04-31', '+010000-01-01', '2026-1-1', '']) expect(businessDate.safeParse(wrong).success).toBe(false);
  });

  it('as a range end, also an instant with its offset, in the same years', () => {
    expect(businessTime.safeParse('2026-11-23T10:00:00+05:30').success).toBe(true);
    expect(businessTime.safeParse('2026-11-23T10:00:00').success).toBe(false);
    expect(businessTime.safeParse('9999-11-23T10:00:00Z').error?.issues[0]?.message).toBe('Use a date between 2000 and 2100');
  });
});

describe('a range of days', () => {
  it('takes from <= to and at most its longest span, both days included', () => {
    const range = dayRange(31);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -5, max: 60 }), (start, length) => {
        const from = new Date(Date.UTC(2000, 0, 1) + start * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2000, 0, 1) + (start + length) * 86_400_000).toISOString().slice(0, 10);
        const fits = length >= 0 && length < 31 && to <= '2100-12-31' && from <= '2100-12-31';
        return range.safeParse({ from, to }).success === fits;
      }),
    );
  });
});

describe('a log position', () => {
  it('takes each part up to PostgreSQL bigint, and no further', () => {
    const position = logPosition('-', 'bad');
    const part = fc.oneof(fc.bigInt(0n, BIGINT_MAX), fc.bigInt(BIGINT_MAX - 5n, BIGINT_MAX + 5n), fc.bigInt(0n, 10n ** 25n));
    fc.assert(
      fc.property(part, part, (commit, prepare) => {
        const parsed = position.safeParse(`${commit}-${prepare}`);
        const fits = commit <= BIGINT_MAX && prepare <= BIGINT_MAX;
        return parsed.success === fits && (!fits || (parsed.data?.commit === commit && parsed.data.prepare === prepare));
      }),
    );
    expect(position.safeParse('1/2').success).toBe(false);
    expect(logPosition('/', 'bad').safeParse('1/2').data).toEqual({ commit: 1n, prepare: 2n });
  });
});

describe('a uuid id', () => {
  it('is written one way', () => {
    expect(uuidId().parse('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(uuidId('Booking not found').safeParse('nope').error?.issues[0]?.message).toBe('Booking not found');
  });
});
