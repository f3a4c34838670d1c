import { describe, expect, it } from 'vitest';
import type { Package } from '@margdarshak/contracts/api/packages';
import { hindiPackageName } from './usePackageName';

const sold = (id: string, name: string, hindi?: string): Package => ({
  id,
  type: 'advanced',
  name,
  description: 'A session with a counsellor',
  price: 1999,
  features: ['One session'],
  highlighted: false,
  ...(hindi ? { hindi: { name: hindi, description: 'काउंसलर के साथ एक सेशन', features: ['एक सेशन'] } } : {}),
});

describe("a Hindi reader's name for the package a booking, receipt or report was sold under", () => {
  const packages = [sold('p-1', 'Advanced', 'एडवांस्ड'), sold('p-2', 'Advanced', 'एडवांस्ड प्लस'), sold('p-3', 'Basic')];

  it('is the Hindi name of that package, found by its id, even beside another package sold under the same English name', () => {
    expect(hindiPackageName(packages, { packageId: 'p-2', packageName: 'Advanced' })).toBe('एडवांस्ड प्लस');
    expect(hindiPackageName(packages, { packageId: 'p-1', packageName: 'Advanced' })).toBe('एडवांस्ड');
  });

  it('is the name it was sold under for a package without a Hindi name, or one no longer listed', () => {
    expect(hindiPackageName(packages, { packageId: 'p-3', packageName: 'Basic' })).toBe('Basic');
    expect(hindiPackageName(packages, { packageId: 'p-gone', packageName: 'Comprehensive' })).toBe('Comprehensive');
  });
});
