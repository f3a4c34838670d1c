// The booking page's dates in pages (public-area §5: 30 days are offered): as many as fit the screen at a time, with
// arrows to the earlier and later ones, so every date can be reached by mouse, touch or keyboard.

export interface DatePage<T> {
  items: T[];
  /** 0-based. */
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The index of the page's first item, to keep the same dates in view when the page size changes. */
  start: number;
}

/** The page holding the item at `anchor` (clamped to the list), `perPage` items a page. */
export function pageAround<T>(items: readonly T[], anchor: number, perPage: number): DatePage<T> {
  const size = Math.max(1, Math.floor(perPage));
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(pages - 1, Math.max(0, Math.floor(anchor / size)));
  const start = page * size;
  return { items: items.slice(start, start + size), page, pages, hasPrevious: page > 0, hasNext: page < pages - 1, start };
}

/** Where the dates open: on the chosen date, else on the first date that can be booked, else at the start. */
export function openingAnchor(dates: readonly { date: string; refusal?: unknown }[], chosen: string | null): number {
  const at = chosen === null ? -1 : dates.findIndex((d) => d.date === chosen);
  if (at >= 0) return at;
  return Math.max(
    0,
    dates.findIndex((d) => !d.refusal),
  );
}

/** How many dates a page shows at a width (px): five on a phone, six on a small tablet, ten on a laptop. */
export function datesPerPage(width: 'xs' | 'sm' | 'md'): number {
  switch (width) {
    case 'xs':
      return 5;
    case 'sm':
      return 6;
    case 'md':
      return 10;
    default: {
      const unknown: never = width;
      return unknown;
    }
  }
}
