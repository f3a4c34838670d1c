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

/** Case folding for the search: the read model stores folded columns, so SQL matches exactly what this file says. */
export const foldForSearch = (text: string | null) => (text ?? '').toLocaleLowerCase('en-IN');

const contains = (text: string | null, part: string) => foldForSearch(text).includes(foldForSearch(part.trim()));

export function filterCounsellors<T extends Filterable>(counsellors: T[], filter: CounsellorFilter): T[] {
  return counsellors.filter((c) => (contains(c.name, filter.search) || contains(c.specialization, filter.search)) && contains(c.location, filter.location) && c.rating >= filter.minRating);
}
