import { describe, expect, it } from 'vitest';
import { COUNSELLOR_TESTS_PAGE_SIZE, type CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { findBookingTestRecords } from './sessionTestRecords';

const record = (id: string, bookingId: string) => ({ id, bookingId }) as CounsellorTestRecord;

describe("finding a session's test records in the paged results list", () => {
  it('reads pages until the booking appears', async () => {
    const pages: Record<number, CounsellorTestRecord[]> = { 1: [record('a', 'b1')], 2: [record('b', 'b2'), record('c', 'b2')], 3: [record('d', 'b3')] };
    const asked: number[] = [];
    const found = await findBookingTestRecords('b2', async (page) => {
      asked.push(page);
      return { records: pages[page] ?? [], totalBookings: 3 * COUNSELLOR_TESTS_PAGE_SIZE };
    });
    expect(found.map((r) => r.id)).toEqual(['b', 'c']);
    expect(asked).toEqual([1, 2]);
  });

  it('answers none when the list ends without the booking', async () => {
    const asked: number[] = [];
    const found = await findBookingTestRecords('missing', async (page) => {
      asked.push(page);
      return { records: [record('a', 'b1')], totalBookings: COUNSELLOR_TESTS_PAGE_SIZE + 1 };
    });
    expect(found).toEqual([]);
    expect(asked).toEqual([1, 2]);
  });
});
