import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterCounsellors, type Filterable } from './counsellorFilter';

// A deliberately plain restatement of the rule, to check the shared one against.
function reference(list: Filterable[], search: string, location: string, minRating: number) {
  const out: Filterable[] = [];
  for (const c of list) {
    const s = search.trim().toLowerCase();
    const l = location.trim().toLowerCase();
    const matchesSearch = s === '' || c.name.toLowerCase().indexOf(s) >= 0 || c.specialization.toLowerCase().indexOf(s) >= 0;
    const matchesLocation = l === '' || (c.location ?? '').toLowerCase().indexOf(l) >= 0;
    if (matchesSearch && matchesLocation && c.rating >= minRating) out.push(c);
  }
  return out;
}

const word = fc.constantFrom('Meera', 'Arjun', 'career', 'Design', 'pune', 'Bengaluru', 'delhi', 'Science', '', ' ');
const counsellor = fc.record({
  name: fc.tuple(word, word).map(([a, b]) => `${a} ${b}`.trim()),
  specialization: word,
  location: fc.option(word, { nil: null }),
  rating: fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
});

describe('counsellor filter', () => {
  it('agrees with the plain reference for any list and any filter', () => {
    fc.assert(
      fc.property(
        fc.array(counsellor, { maxLength: 20 }),
        word,
        word,
        fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
        (list, search, location, minRating) => {
          expect(filterCounsellors(list, { search, location, minRating })).toEqual(reference(list, search, location, minRating));
        },
      ),
    );
  });

  it('is case-insensitive and keeps a rating equal to the slider value', () => {
    const list = [{ name: 'Meera Iyer', specialization: 'Design careers', location: 'Pune', rating: 4.5 }];
    expect(filterCounsellors(list, { search: 'DESIGN', location: 'pUNE', minRating: 4.5 })).toHaveLength(1);
    expect(filterCounsellors(list, { search: '', location: '', minRating: 5 })).toHaveLength(0);
  });
});
