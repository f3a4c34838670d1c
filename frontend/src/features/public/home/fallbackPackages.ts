// The prices public-area §3 falls back to, apart from the words below the fold so the first screen carries only these.
// Their names and words are the landing page's catalogue (`fallback.<type>.name`, `fallback.<type>.text`), so a Hindi
// page shows them in Hindi.
import type { Package } from '@margdarshak/contracts/api/packages';

/** Shown only when the packages cannot be loaded. */
export const fallbackPackages: Pick<Package, 'type' | 'price'>[] = [
  { type: 'basic', price: 999 },
  { type: 'advanced', price: 1999 },
  { type: 'comprehensive', price: 3999 },
];
