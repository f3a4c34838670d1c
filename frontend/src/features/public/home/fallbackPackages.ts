// The prices public-area §3 falls back to, apart from the words below the fold so the first screen carries only these.
import type { Package } from '@margdarshak/contracts/api/packages';

/** Shown only when the packages cannot be loaded. */
export const fallbackPackages: Pick<Package, 'type' | 'name' | 'price' | 'description'>[] = [
  { type: 'basic', name: 'Basic', price: 999, description: 'One focused session with the Holland interest test.' },
  { type: 'advanced', name: 'Advanced', price: 1999, description: 'Interest and Multiple Intelligences tests, and a longer discussion of options.' },
  { type: 'comprehensive', name: 'Comprehensive', price: 3999, description: 'All three tests, a full written report and a plan for the next two years.' },
];
