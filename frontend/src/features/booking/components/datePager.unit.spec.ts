import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datesPerPage, openingAnchor, pageAround } from './datePager';

const thirty = Array.from({ length: 30 }, (_, i) => i);

describe('the date pager', () => {
  it('shows 30 dates as three pages of ten on a laptop', () => {
    const first = pageAround(thirty, 0, datesPerPage('md'));
    expect(first).toMatchObject({ page: 0, pages: 3, hasPrevious: false, hasNext: true, items: thirty.slice(0, 10) });
    const last = pageAround(thirty, 29, 10);
    expect(last).toMatchObject({ page: 2, hasPrevious: true, hasNext: false, items: thirty.slice(20, 30) });
  });

  it('reaches every date by paging forward from the first page, whatever the page size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (perPage) => {
        const seen: number[] = [];
        let current = pageAround(thirty, 0, perPage);
        seen.push(...current.items);
        while (current.hasNext) {
          current = pageAround(thirty, current.start + perPage, perPage);
          seen.push(...current.items);
        }
        expect(seen).toEqual(thirty);
      }),
    );
  });

  it('keeps the same first date in view when the page size changes', () => {
    const onPhone = pageAround(thirty, 12, datesPerPage('xs'));
    expect(onPhone.items).toContain(12);
    const onLaptop = pageAround(thirty, onPhone.start, datesPerPage('md'));
    expect(onLaptop.items).toContain(onPhone.start);
  });

  it('clamps an anchor outside the list to its ends', () => {
    expect(pageAround(thirty, -5, 10).page).toBe(0);
    expect(pageAround(thirty, 99, 10).page).toBe(2);
    expect(pageAround([], 0, 10)).toMatchObject({ items: [], pages: 1, hasNext: false });
  });

  it('opens on the chosen date, else on the first bookable one', () => {
    const dates = [{ date: 'a', refusal: 'too_soon' }, { date: 'b', refusal: 'too_soon' }, { date: 'c' }, { date: 'd' }];
    expect(openingAnchor(dates, 'd')).toBe(3);
    expect(openingAnchor(dates, null)).toBe(2);
    expect(openingAnchor(dates, 'gone')).toBe(2);
    expect(openingAnchor([{ date: 'a', refusal: 'too_soon' }], null)).toBe(0);
  });
});
