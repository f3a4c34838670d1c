// The counsellor-list filter of public-area §5: search on name or specialization, location, and a minimum rating.
export interface CounsellorFilter {
  search: string;
  location: string;
  minRating: number;
}

export interface Filterable {
  name: string;
  specialization: string;
  location: string | null;
  rating: number;
}

const contains = (text: string | null, part: string) => (text ?? '').toLocaleLowerCase('en-IN').includes(part.trim().toLocaleLowerCase('en-IN'));

export function filterCounsellors<T extends Filterable>(counsellors: T[], filter: CounsellorFilter): T[] {
  return counsellors.filter(
    (c) =>
      (contains(c.name, filter.search) || contains(c.specialization, filter.search)) &&
      contains(c.location, filter.location) &&
      c.rating >= filter.minRating,
  );
}
