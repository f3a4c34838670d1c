import { describe, expect, it } from 'vitest';
import { testsForPackage } from './tests';

describe('tests offered by a package', () => {
  it('follows the package name or type', () => {
    expect(testsForPackage({ type: 'comprehensive' })).toEqual(['riasec', 'bigfive', 'multiple_intelligences']);
    expect(testsForPackage({ name: 'Comprehensive Career Plan', type: 'basic' })).toEqual(['riasec', 'bigfive', 'multiple_intelligences']);
    expect(testsForPackage({ name: 'Advanced Package' })).toEqual(['riasec', 'multiple_intelligences']);
    expect(testsForPackage({ name: 'Starter', type: 'basic' })).toEqual(['riasec']);
    expect(testsForPackage({})).toEqual(['riasec']);
  });
});
