// Co-educational institutions first; a single-sex one only where the profile marks it so, never first (issue 28, item 4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hollandProfiles } from '../assessments';
import { coEducationalFirst, isSingleSex } from './institutions';

describe('institutions', () => {
  it('reads the profile writers’ marker, wherever it stands in the brackets', () => {
    expect(isSingleSex('Lady Shri Ram College for Women, Delhi (women only)')).toBe(true);
    expect(isSingleSex('SNDT Women’s University, Mumbai (jewellery design courses; women only; state university)')).toBe(true);
    expect(isSingleSex('AIIMS New Delhi (College of Nursing; B.Sc. Nursing admits women only)')).toBe(true);
    expect(isSingleSex('IIT Bombay')).toBe(false);
    expect(isSingleSex('Women’s studies at JNU, New Delhi')).toBe(false);
  });

  it('never lists a marked institution first, in any profile or any list', () => {
    for (const profile of hollandProfiles)
      for (const cluster of profile.career_clusters) expect(isSingleSex(coEducationalFirst(cluster.examples)[0] ?? ''), `${profile.code} ${cluster.cluster}`).toBe(false);
    const names = fc.array(fc.oneof(fc.constantFrom('IIT Delhi', 'Christ University', 'NID Ahmedabad'), fc.constantFrom('Miranda House, Delhi (women only)', 'X College (B.A.; women only)')), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(names, (list) => {
        const ordered = coEducationalFirst(list);
        if (ordered.length) expect(isSingleSex(ordered[0] ?? '')).toBe(false);
        expect(ordered.filter((n) => !isSingleSex(n))).toEqual(list.filter((n) => !isSingleSex(n)));
        if (list.some((n) => !isSingleSex(n))) expect(ordered).toHaveLength(list.length);
      }),
    );
  });
});
