import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNSELLOR_TESTS_PAGE_SIZE } from '@margdarshak/contracts/api/personalityTests';
import { nextTestsPage } from './personalityTests';

const page = (totalBookings: number) => ({ totalBookings });

describe('Show more (pages of bookings, X-Total-Count counts bookings)', () => {
  it('asks for the next page while fewer bookings than the total are loaded', () => {
    expect(nextTestsPage(page(COUNSELLOR_TESTS_PAGE_SIZE + 1), 1)).toBe(2);
    expect(nextTestsPage(page(COUNSELLOR_TESTS_PAGE_SIZE), 1)).toBeUndefined();
    expect(nextTestsPage(page(0), 1)).toBeUndefined();
  });

  it('offers a next page exactly while the pages loaded cover fewer bookings than the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 30 }), (total, loaded) => {
        const next = nextTestsPage(page(total), loaded);
        expect(next).toBe(loaded * COUNSELLOR_TESTS_PAGE_SIZE < total ? loaded + 1 : undefined);
      }),
    );
  });
});
