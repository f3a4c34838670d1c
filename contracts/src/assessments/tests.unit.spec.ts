import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testsForPackage, testTypes } from './tests';

const all = ['riasec', 'bigfive', 'multiple_intelligences'];
const noKeyword = fc.string().filter((s) => !/comprehensive|advanced/i.test(s));

describe('tests offered by a package', () => {
  it('offers all three for comprehensive, Holland code and MI for advanced, Holland code alone otherwise', () => {
    expect(testsForPackage({ name: 'Comprehensive Career Plan', type: 'comprehensive' })).toEqual(all);
    expect(testsForPackage({ name: 'Advanced Guidance', type: 'advanced' })).toEqual(['riasec', 'multiple_intelligences']);
    expect(testsForPackage({ name: 'Career Clarity', type: 'basic' })).toEqual(['riasec']);
    expect(testsForPackage({})).toEqual(['riasec']);
  });

  it('reads the level from the name text when the type says less, and from the type when the name says nothing', () => {
    expect(testsForPackage({ name: 'The COMPREHENSIVE bundle', type: 'basic' })).toEqual(all);
    expect(testsForPackage({ name: 'Class 10 advanced guidance', type: 'basic' })).toEqual(['riasec', 'multiple_intelligences']);
    expect(testsForPackage({ name: 'Stream Selector', type: 'comprehensive' })).toEqual(all);
    expect(testsForPackage({ name: 'Stream Selector', type: 'advanced' })).toEqual(['riasec', 'multiple_intelligences']);
  });

  it('lets comprehensive win over advanced when both appear', () => {
    expect(testsForPackage({ name: 'Advanced to Comprehensive upgrade', type: 'advanced' })).toEqual(all);
  });

  it('always offers the Holland code first, never repeats a test, and offers nothing beyond the three', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('basic', 'advanced', 'comprehensive', ''), (name, type) => {
        const tests = testsForPackage({ name, type });
        expect(tests[0]).toBe('riasec');
        expect(new Set(tests).size).toBe(tests.length);
        for (const test of tests) expect(testTypes).toContain(test);
      }),
    );
  });

  it('offers only the Holland code to any package that names neither level', () => {
    fc.assert(
      fc.property(noKeyword, noKeyword, (name, type) => {
        expect(testsForPackage({ name, type })).toEqual(['riasec']);
      }),
    );
  });
});
