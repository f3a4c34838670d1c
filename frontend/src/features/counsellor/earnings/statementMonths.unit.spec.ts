import { describe, expect, it } from 'vitest';
import { statementMonths } from './statementMonths';

describe('statement months', () => {
  it('offers the twelve months up to this India month, across a year’s turn', () => {
    // 31 Jan 2027, 20:00 UTC is already 1 February in India.
    expect(statementMonths(new Date('2027-01-31T20:00:00Z'), [], 3)).toEqual(['2027-02', '2027-01', '2026-12']);
  });

  it('starts from the last month money moved in when the product’s clock is ahead', () => {
    expect(statementMonths(new Date('2026-11-28T06:00:00Z'), ['2026-10', '2027-03'], 2)).toEqual(['2027-03', '2027-02']);
  });
});
